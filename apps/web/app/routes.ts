import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  // Where an owner lands after deleting a model (spec §4); the hub's model index is the home page for now.
  route('models', 'routes/home.tsx', { id: 'routes/models' }),
  route('models/license/:versionId', 'routes/license.tsx'),
  // Five segments: the model page's `models/:id/:slug?` (at most three) never takes it.
  route('models/:id/model-versions/:versionId/wizard', 'routes/wizard.tsx'),
  route('models/:id/:slug?', 'routes/model.tsx'),
  route('images', 'routes/images.tsx'),
  route('user/:username', 'routes/user.tsx'),
  route('login', 'routes/sign-in.tsx'),
  route('signup', 'routes/sign-up.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
