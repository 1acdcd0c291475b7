import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  // The model list and search (docs/search.md); also where an owner lands after deleting a model (spec §4).
  route('models', 'routes/models.tsx'),
  route('models/license/:versionId', 'routes/license.tsx'),
  // Fixed segments before the model page's `models/:id/:slug?`, which would read `create` or `edit` as an id or slug.
  route('models/create', 'routes/model-create.tsx'),
  route('models/:id/edit', 'routes/model-edit.tsx'),
  route('models/:id/model-versions/create', 'routes/version-create.tsx'),
  route('models/:id/model-versions/:versionId/edit', 'routes/version-edit.tsx'),
  route('models/:id/model-versions/:versionId/wizard', 'routes/wizard.tsx'),
  route('models/:id/reviews', 'routes/model-reviews.tsx'),
  // The violation notice's appeal form (docs/moderation.md).
  route('models/:id/appeal', 'routes/model-appeal.tsx'),
  route('models/:id/:slug?', 'routes/model.tsx'),
  // Fixed segments before the post page's `posts/:postId`.
  route('posts/create', 'routes/post-create.tsx'),
  route('posts/:postId/edit', 'routes/post-edit.tsx'),
  route('posts/:postId', 'routes/post.tsx'),
  route('images', 'routes/images.tsx'),
  route('collections/:id', 'routes/collection.tsx'),
  // The model list filtered by one tag (the model page's tag chips link here).
  route('tag/:name', 'routes/tag.tsx'),
  // Fixed segments under /user/ before `user/:username` (usernames may not take them: reserved-path-segments.ts).
  route('user/notifications', 'routes/user-notifications.tsx'),
  route('user/vault', 'routes/user-vault.tsx'),
  route('user/account', 'routes/user-account.tsx'),
  route('user/account/api-keys', 'routes/user-account-api-keys.tsx'),
  route('user/account/delete', 'routes/user-account-delete.tsx'),
  route('user/reset-password', 'routes/user-reset-password.tsx'),
  route('user/buzz', 'routes/user-buzz.tsx'),
  route('user/:username', 'routes/user.tsx'),
  route('user/:username/followers', 'routes/user-follows.tsx', { id: 'routes/user-followers' }),
  route('user/:username/following', 'routes/user-follows.tsx', { id: 'routes/user-following' }),
  // Issue 19: the creators' leaderboard, the operator's pages (docs/pages.md) and what this hub does not have.
  route('leaderboard/:id', 'routes/leaderboard.tsx'),
  route('articles/:id', 'routes/operator-page.tsx', { id: 'routes/article' }),
  route('content/*', 'routes/operator-page.tsx', { id: 'routes/content' }),
  route('bounties/:id', 'routes/not-on-hub.tsx', { id: 'routes/bounties' }),
  route('product/odor', 'routes/not-on-hub.tsx', { id: 'routes/product-odor' }),
  // Membership (docs/membership.md): the tiers and buying one, and what the Vault is.
  route('pricing', 'routes/pricing.tsx'),
  route('product/vault', 'routes/product-vault.tsx'),
  // The ways to get Buzz on this hub (docs/buzz.md); `?returnUrl=` leads back to where the viewer came from.
  route('purchase/buzz', 'routes/purchase-buzz.tsx'),
  // Direct messages (docs/chat.md): the viewer's chats, `?with={username}` opening one, and a chat of its own.
  route('chat', 'routes/chat.tsx'),
  route('chat/:threadId', 'routes/chat-thread.tsx'),
  // The moderators' workspace: review requests, reports, models in violation, search (docs/moderation.md).
  route('moderator', 'routes/moderator.tsx'),
  route('login', 'routes/sign-in.tsx'),
  route('signup', 'routes/sign-up.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
