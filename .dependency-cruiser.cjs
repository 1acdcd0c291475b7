/** Layer rules of Atelier (see docs/adr/0001-tooling.md); run with `pnpm depcruise`. */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Circular dependencies make modules impossible to understand or test on their own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-source-is-pure',
      comment:
        'Domain source imports only other domain source: no npm packages, no Node built-ins, no other workspace package.',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^packages/domain/src/' },
    },
    {
      name: 'domain-tests-use-only-vitest-and-fast-check',
      comment: 'Domain tests may add vitest and fast-check to domain source, nothing else.',
      severity: 'error',
      from: { path: '^packages/domain/src/.+\\.test\\.ts$' },
      to: { pathNot: ['^packages/domain/src/', '/node_modules/(vitest|fast-check)/'] },
    },
    {
      name: 'react-kit-is-presentational',
      comment: 'The kit takes view models and callbacks; it never reaches into the domain or the adapters.',
      severity: 'error',
      from: { path: '^packages/react-kit/' },
      to: { path: ['^packages/(domain|adapters)/', '^@atelier/(domain|adapters)(/|$)'] },
    },
    {
      name: 'packages-do-not-import-apps',
      comment: 'Libraries under packages/ are used by the apps, never the other way round.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: ['^apps/', '^@atelier/(web|cli)(/|$)'] },
    },
  ],
  options: {
    // Build output is left as a leaf rather than excluded, so an import that resolves into dist still counts.
    doNotFollow: { path: ['node_modules', '(^|/)(dist|build|coverage|storybook-static)/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs'],
    },
  },
};
