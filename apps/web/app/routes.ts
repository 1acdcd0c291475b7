import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  // Where an owner lands after deleting a model (spec §4); the hub's model index is the home page for now.
  route('models', 'routes/home.tsx', { id: 'routes/models' }),
  route('models/license/:versionId', 'routes/license.tsx'),
  // Fixed segments before the model page's `models/:id/:slug?`, which would read `create` or `edit` as an id or slug.
  route('models/create', 'routes/model-create.tsx'),
  route('models/:id/edit', 'routes/model-edit.tsx'),
  route('models/:id/model-versions/create', 'routes/version-create.tsx'),
  route('models/:id/model-versions/:versionId/edit', 'routes/version-edit.tsx'),
  route('models/:id/model-versions/:versionId/wizard', 'routes/wizard.tsx'),
  route('models/:id/:slug?', 'routes/model.tsx'),
  // Fixed segments before the post page's `posts/:postId`.
  route('posts/create', 'routes/post-create.tsx'),
  route('posts/:postId/edit', 'routes/post-edit.tsx'),
  route('posts/:postId', 'routes/post.tsx'),
  route('images', 'routes/images.tsx'),
  route('collections/:id', 'routes/collection.tsx'),
  // Fixed segments under /user/ before `user/:username` (usernames may not take them: reserved-path-segments.ts);
  // /user/account and /user/buzz are reserved for pages to come.
  route('user/notifications', 'routes/user-notifications.tsx'),
  route('user/:username', 'routes/user.tsx'),
  route('login', 'routes/sign-in.tsx'),
  route('signup', 'routes/sign-up.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
