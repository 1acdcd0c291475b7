import { publicOriginSchema } from '@atelier/adapters';
import { Command } from 'commander';
import { z } from 'zod';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, parseOptions, username } from '../../options.js';
import { userNamed } from '../../users.js';

const schema = z.object({ username, origin: publicOriginSchema, ...globals });

/**
 * The page that takes the token (apps/web/app/routes.ts). The token rides in the fragment (`#token=…`): browsers never
 * send a fragment, so it stays out of server logs and Referer headers — and `?token=` is the server's API-key parameter.
 */
const resetLink = (origin: string, token: string): string =>
  `${origin}/user/reset-password#token=${encodeURIComponent(token)}`;

export const userResetPassword = new Command('reset-password')
  .summary('print a one-time link that sets a new password (valid one hour)')
  .description(
    'The hub stores no email address, so the operator hands the link over. Opening it lets the user choose a new password (the password rules apply); saving it signs out every session of the user. The link works once and for one hour; only a digest of its token is stored, so it cannot be shown again — run the command again for a new one.',
  )
  .argument('<username>', 'the user whose password is reset')
  .option(
    '--origin <url>',
    'the address people use to reach the hub, like https://hub.example (default: ATELIER_PUBLIC_URL, else http://localhost:PORT)',
  )
  .addHelpText(
    'after',
    examples('user reset-password alice', 'user reset-password alice --origin https://hub.example --json'),
  )
  .action(async (name: string, _options, command: Command) => {
    const options = parseOptions(schema, { ...command.optsWithGlobals(), username: name });
    await withHub(options, async (hub, out) => {
      const user = await userNamed(hub.uow, options.username);
      const origin = options.origin ?? hub.config.publicUrl ?? `http://localhost:${hub.config.port}`;
      const { token, expiresAt } = await hub.accounts.issuePasswordReset(user.id);
      const link = resetLink(origin, token);
      out.done({ user: { id: user.id, username: user.username }, link, expiresAt: expiresAt.toISOString() }, [
        `Password reset link for ${user.username} (#${user.id}), valid until ${expiresAt.toISOString()}:`,
        link,
        'It works once. Send it to them privately: whoever opens it can set the password.',
      ]);
    });
  });
