import type { User } from '@atelier/domain';
import type { TestServer } from './test-server.js';

/**
 * The `Cookie` header of a browser signed in as `user` (a password set, then a real sign-in): for what knows viewers
 * by their session only, as a browser's `<img>` and page requests do.
 */
export const sessionOf = async (server: TestServer, user: User): Promise<string> => {
  const set = await server.accounts.setPassword(user, 'quartz-otter-lantern-93');
  if (!set.ok) throw new Error(set.error.message);
  const signedIn = await server.accounts.signIn({
    username: user.username,
    password: 'quartz-otter-lantern-93',
  });
  if (!signedIn.ok) throw new Error('sign-in failed');
  return `atelier_session=${signedIn.value.session.secret}`;
};
