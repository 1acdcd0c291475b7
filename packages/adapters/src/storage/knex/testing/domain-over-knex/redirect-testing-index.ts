import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const TESTING_INDEX = fileURLToPath(new URL('./testing-index.ts', import.meta.url));

/**
 * Points the domain tests' `../testing/index.js` at `testing-index.ts`, so they run over the Knex stores. Only
 * imports from domain test files are redirected; the domain's own testing modules keep the real index.
 */
export const redirectTestingIndex = (): Plugin => ({
  name: 'atelier:domain-tests-over-knex',
  enforce: 'pre',
  resolveId(source, importer) {
    const fromDomainTest = importer?.includes('/packages/domain/src/') && importer.endsWith('.test.ts');
    const fromTestingItself = importer?.includes('/packages/domain/src/testing/');
    if (fromDomainTest && !fromTestingItself && source === '../testing/index.js') return TESTING_INDEX;
    return null;
  },
});
