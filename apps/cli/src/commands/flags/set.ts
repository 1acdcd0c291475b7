import { isFeatureFlag } from '@atelier/adapters';
import { FEATURE_FLAGS } from '@atelier/domain';
import { Command } from 'commander';
import { z } from 'zod';
import { cliErrors, Refusal } from '../../cli-errors.js';
import { examples } from '../../help.js';
import { withHub } from '../../hub.js';
import { globals, parseOptions } from '../../options.js';
import { presentFlag } from './list.js';

const schema = z.object({ ...globals });

const flagNamed = (name: string) => {
  if (isFeatureFlag(name)) return name;
  throw new Refusal(
    cliErrors.usage(`There is no feature flag "${name}". The flags are: ${FEATURE_FLAGS.join(', ')}.`),
  );
};

const onOrOff = (value: string): boolean => {
  if (value === 'on' || value === 'off') return value === 'on';
  throw new Refusal(cliErrors.usage(`A flag is set "on" or "off", not "${value}".`));
};

export const flagsSet = new Command('set')
  .summary('turn a feature flag on or off for every server on this database')
  .description(
    'Turns a feature flag on or off. The value is kept in the database, overriding the ATELIER_FLAG_* default; running servers pick it up within a few seconds (ATELIER_FLAGS_REFRESH_MS, 2 s by default) and drop the page data they cached. It works on a read-only hub too, so `atelier flags set canWrite on` can always undo `canWrite off`.',
  )
  .argument('<name>', `the flag: ${FEATURE_FLAGS.join(', ')}`)
  .argument('<value>', 'on or off')
  .addHelpText('after', examples('flags set buzz off', 'flags set canWrite on --json'))
  .action(async (nameArgument: string, valueArgument: string, _options, command: Command) => {
    const options = parseOptions(schema, command.optsWithGlobals());
    const name = flagNamed(nameArgument);
    const on = onOrOff(valueArgument);
    await withHub({ ...options, writes: false }, async (hub, out) => {
      await hub.flags.set(name, on, hub.clock.now());
      const flag = (await hub.flags.list()).find((each) => each.name === name);
      out.done(
        { flag: flag === undefined ? null : presentFlag(flag) },
        `Feature flag ${name} is ${on ? 'on' : 'off'}; running servers pick it up within seconds.`,
      );
    });
  });
