#!/usr/bin/env node
import { Command } from 'commander';
import { apikeyCreate } from './commands/apikey/create.js';
import { audit } from './commands/audit.js';
import { backup } from './commands/backup.js';
import { bustCache } from './commands/bust-cache.js';
import { buzzBalance } from './commands/buzz/balance.js';
import { buzzGrant } from './commands/buzz/grant.js';
import { buzzTip } from './commands/buzz/tip.js';
import { buzzVouchersCreate } from './commands/buzz/vouchers-create.js';
import { changeMode } from './commands/change-mode.js';
import { dbMigrate } from './commands/db/migrate.js';
import { deleteModel } from './commands/delete.js';
import { escrowRelease } from './commands/escrow/release.js';
import { flagsList } from './commands/flags/list.js';
import { flagsSet } from './commands/flags/set.js';
import { importModel } from './commands/import.js';
import { jobsList } from './commands/jobs/list.js';
import { jobsRetry } from './commands/jobs/retry.js';
import { lock } from './commands/lock.js';
import { lockComments } from './commands/lock-comments.js';
import { pagesEdit } from './commands/pages/edit.js';
import { pagesList } from './commands/pages/list.js';
import { purge } from './commands/purge.js';
import { rescan } from './commands/rescan.js';
import { restore } from './commands/restore.js';
import { seed } from './commands/seed.js';
import { toggleCannotPromote } from './commands/toggle-cannot-promote.js';
import { unlock } from './commands/unlock.js';
import { unlockComments } from './commands/unlock-comments.js';
import { unpublishViolation } from './commands/unpublish-violation.js';
import { userCreate } from './commands/user/create.js';
import { userMute } from './commands/user/mute.js';
import { userPromote } from './commands/user/promote.js';
import { userResetPassword } from './commands/user/reset-password.js';
import { userRestore } from './commands/user/restore.js';
import { worker } from './commands/worker.js';
import { createProgram, runProgram } from './program.js';
import { VERSION } from './version.js';

const group = (name: string, summary: string, ...commands: Command[]): Command => {
  const parent = new Command(name)
    .summary(summary)
    .description(`${summary[0]?.toUpperCase()}${summary.slice(1)}.`);
  for (const command of commands) parent.addCommand(command);
  return parent;
};

/** `atelier pages` lists (the default); `atelier pages edit SLUG` writes one. */
const pagesGroup = (): Command =>
  group('pages', 'the operator pages under /articles/ and /content/ (Markdown files)')
    .addCommand(pagesList, { isDefault: true })
    .addCommand(pagesEdit);

/** `atelier flags` lists (the default); `atelier flags set NAME on|off` changes one for every server. */
const flagsGroup = (): Command =>
  group('flags', 'feature flags: list them, turn one on or off while servers run')
    .addCommand(flagsList, { isDefault: true })
    .addCommand(flagsSet);

/** `atelier jobs` lists (the default); `atelier jobs retry` queues a failed job again. */
const jobsGroup = (): Command => {
  const jobs = group('jobs', 'background jobs: what is queued, what failed');
  return jobs.addCommand(jobsList, { isDefault: true }).addCommand(jobsRetry);
};

const program = createProgram(VERSION)
  // Moderation: each acts as the moderator named by --as (or ATELIER_MODERATOR), through the server's use cases.
  .addCommand(changeMode)
  .addCommand(rescan)
  .addCommand(restore)
  .addCommand(deleteModel)
  .addCommand(unpublishViolation)
  .addCommand(lock)
  .addCommand(unlock)
  .addCommand(lockComments)
  .addCommand(unlockComments)
  .addCommand(toggleCannotPromote)
  .addCommand(bustCache)
  .addCommand(audit)
  // Administration.
  .addCommand(group('db', 'manage the database schema', dbMigrate))
  .addCommand(seed)
  .addCommand(importModel)
  .addCommand(
    group(
      'user',
      'create accounts, change their roles, reset passwords and restore deleted ones',
      userCreate,
      userPromote,
      userMute,
      userRestore,
      userResetPassword,
    ),
  )
  .addCommand(group('apikey', 'issue API keys for scripts', apikeyCreate))
  .addCommand(
    group(
      'buzz',
      'grant, tip and look up Buzz; issue vouchers',
      buzzGrant,
      buzzTip,
      buzzBalance,
      group('vouchers', 'Buzz voucher codes, to sell or hand out', buzzVouchersCreate),
    ),
  )
  .addCommand(pagesGroup())
  .addCommand(backup)
  .addCommand(purge)
  .addCommand(group('escrow', 'early-access payments held until their window ends', escrowRelease))
  .addCommand(worker)
  .addCommand(jobsGroup())
  .addCommand(flagsGroup());

// A reader that stops early (`atelier --help | head`) closes the pipe: that is not an error of ours.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

await runProgram(program);
