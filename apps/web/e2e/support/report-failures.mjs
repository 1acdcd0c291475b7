// After a failed run (`.ci/run` calls this): names each failed journey and copies its trace and screenshots out of
// the clone, so the next person can read them without running the suite again. Reads Playwright's JSON report
// (playwright.config.ts writes it beside the test results). Plain JavaScript: it must run with no build step.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [reportFile, artifactsDir] = process.argv.slice(2);
if (!reportFile || !artifactsDir) {
  console.error('usage: node report-failures.mjs <results.json> <folder to copy traces into>');
  process.exit(2);
}
if (!existsSync(reportFile)) {
  console.log(
    `No browser-journey report at ${reportFile}: the journeys did not run (an earlier step failed).`,
  );
  process.exit(0);
}

const report = JSON.parse(readFileSync(reportFile, 'utf8'));

/** Every test of the report with the spec it belongs to, however deep its describe blocks nest. */
function* testsOf(suite, titles = []) {
  const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) yield { spec, test, titles: here };
  }
  for (const child of suite.suites ?? []) yield* testsOf(child, here);
}

/** Playwright colours its messages; the summary is read in plain logs. */
const ANSI_COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const plain = (text) => text.replace(ANSI_COLOURS, '');

const failed = [];
for (const suite of report.suites ?? []) {
  for (const { spec, test, titles } of testsOf(suite)) {
    if (test.status === 'unexpected' || test.status === 'flaky') failed.push({ spec, test, titles });
  }
}

if (failed.length === 0 && (report.errors ?? []).length === 0) {
  console.log('Every browser journey passed.');
  process.exit(0);
}

mkdirSync(artifactsDir, { recursive: true });
console.log(`\n${failed.length} browser journey(s) failed; traces are kept in ${artifactsDir}`);
for (const [index, { spec, test, titles }] of failed.entries()) {
  console.log(`\n✘ ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')} (${test.status})`);
  for (const [attempt, result] of (test.results ?? []).entries()) {
    const message = result.error?.message ? plain(result.error.message).split('\n')[0] : undefined;
    if (message) console.log(`  error: ${message}`);
    for (const attachment of result.attachments ?? []) {
      if (!attachment.path || !existsSync(attachment.path)) continue;
      const kept = path.join(artifactsDir, `${index + 1}-${attempt}-${path.basename(attachment.path)}`);
      copyFileSync(attachment.path, kept);
      console.log(`  ${attachment.name}: ${kept}`);
      if (attachment.name === 'trace') console.log(`    open it with: npx playwright show-trace ${kept}`);
    }
  }
}
for (const error of report.errors ?? [])
  console.log(`\n✘ ${error.message ? plain(error.message).split('\n')[0] : 'an error outside any journey'}`);
