import { credentialsSchema } from '@atelier/adapters';
import { CONSOLE, type GrantableRole, PromoteUser } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { cliErrors, Refusal, unwrap } from '../../cli-errors.js';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, parseOptions } from '../../options.js';
import { presentUser, rolesLine } from '../../present.js';
import { readStdin } from '../../stdin.js';

const schema = z
  .object({
    username: z.string({ error: 'is required' }),
    password: z.string().optional(),
    passwordStdin: z.boolean().default(false),
    moderator: z.boolean().default(false),
    member: z.boolean().default(false),
    ...globals,
  })
  .refine((o) => !(o.password !== undefined && o.passwordStdin), {
    error: 'give the password either with --password-stdin or with --password, not both',
  });

/** The password typed or piped in, without the line break a shell or `echo` adds. */
const passwordFrom = async (options: z.output<typeof schema>): Promise<string> => {
  if (options.password !== undefined) return options.password;
  if (!options.passwordStdin) throw new Refusal(cliErrors.passwordMissing);
  return (await readStdin()).replace(/\r?\n$/, '');
};

export const userCreate = new Command('create')
  .summary('create an account with a password')
  .description(
    'Creates a user who can sign in with this password; --moderator and --member give roles at once. The password is hashed (scrypt) and never printed.',
  )
  .option('--username <username>', '3–32 letters, digits, _ or - (required)')
  .option('--password-stdin', 'read the password from standard input (recommended)')
  .option('--password <password>', 'the password (visible in the process list and shell history)')
  .option('--moderator', 'make the user a moderator')
  .option('--member', 'make the user a member')
  .addHelpText(
    'after',
    examples(
      "user create --username alice --moderator --password-stdin <<< 'a long passphrase'",
      'printf %s "$PASSWORD" | atelier user create --username bob --member --password-stdin --json',
    ),
  )
  .action(async (_options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    const password = await passwordFrom(options);
    const credentials = parseOptions(credentialsSchema, { username: options.username, password });
    await withHub(options, async (hub, out) => {
      if (options.password !== undefined) {
        out.note(
          'Note: --password is visible in the process list and shell history; prefer --password-stdin.',
        );
      }
      const signedUp = unwrap(await hub.accounts.signUp(credentials));
      // Signing up opens a session for the browser; an account made here has no browser, so end it at once.
      await hub.accounts.signOut(signedUp.session.secret);
      // The operator at the console gives the roles asked for: how the first moderator comes to be.
      const roles: GrantableRole[] = [
        ...(options.moderator ? (['moderator'] as const) : []),
        ...(options.member ? (['member'] as const) : []),
      ];
      const user =
        roles.length > 0
          ? unwrap(await hub.useCase(PromoteUser).execute(CONSOLE, { userId: signedUp.user.id, roles }))
          : signedUp.user;
      out.done(
        { user: presentUser(user) },
        `Created user ${user.username} (#${user.id}): ${rolesLine(user)}.`,
      );
    });
  });
