import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 level A and AA (and the 2.0 rules they include). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const describe = (violation: Violation): string =>
  [
    `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}`,
    `  ${violation.helpUrl}`,
    ...violation.nodes.map(
      (node) => `  - ${node.target.join(' ')}\n    ${node.failureSummary?.replaceAll('\n', '\n    ')}`,
    ),
  ].join('\n');

/**
 * Runs axe on the page as it is now and fails with every violation in words (rule, element, how to fix), and fails
 * when the page has more than one main landmark.
 * `exclude` takes selectors of parts that are someone else's known problem; say why where you use it.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}) {
  // One main landmark: a page inside the shell's <main> is a <section> (axe checks this only among its best
  // practices, not the WCAG rules below).
  await expect(page.getByRole('main'), 'one main landmark per page').toHaveCount(1);
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  expect(
    violations.map(describe).join('\n\n'),
    `axe found ${violations.length} WCAG 2.1 AA violation(s)`,
  ).toBe('');
}
