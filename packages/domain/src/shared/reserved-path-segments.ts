/**
 * Fixed path segments of the site's addresses (apps/web/app/routes.ts and the authoring pages): a username or a
 * model slug equal to one of them would shadow a page (`/models/{id}/edit` read as a slug, `/user/create`), so
 * sign-up refuses them as usernames and `modelSlug` never produces one. Lower case; compared ignoring case.
 */
const RESERVED_PATH_SEGMENTS = [
  'account',
  'admin',
  'api',
  'appeal',
  'articles',
  'buzz',
  'chat',
  'collections',
  'create',
  'delete',
  'edit',
  'followers',
  'following',
  'images',
  'leaderboard',
  'license',
  'login',
  'logout',
  'model-versions',
  'models',
  'moderator',
  'new',
  'notifications',
  'posts',
  'reset-password',
  'reviews',
  'search',
  'settings',
  'sign-in',
  'sign-out',
  'sign-up',
  'signup',
  'user',
  'users',
  'vault',
  'wizard',
] as const;

const RESERVED = new Set<string>(RESERVED_PATH_SEGMENTS);

/** Whether `segment` names one of the site's fixed pages, ignoring case. */
export const isReservedPathSegment = (segment: string): boolean => RESERVED.has(segment.trim().toLowerCase());
