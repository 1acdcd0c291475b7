import type { ServerApi } from '../load-context';

export const profileQueryOptions = (api: ServerApi, username: string) =>
  api.user.getProfile.queryOptions({ username });
