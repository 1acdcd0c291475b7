/**
 * Layer rules of Atelier (see docs/architecture.md "Layer rules" and docs/adr/0001-tooling.md); run with
 * `pnpm depcruise`. packages/adapters/src/architecture/layer-rules.test.ts plants a leak for each rule.
 */

/** Test code: tests, the `testing/` kits beside them, the browser journeys, and the test runners' configs and set-up. */
const TEST_CODE = [
  '\\.test\\.tsx?$',
  '^(packages|apps)/[^/]+/src/testing/',
  '^(packages|apps)/[^/]+/src/.*/testing/',
  '^apps/web/e2e/',
  '(^|/)vitest\\.setup\\.tsx?$',
  '(^|/)(vitest|playwright)\\.config\\.ts$',
  '(^|/)vitest\\.[a-z]+\\.config\\.ts$',
  // The role matrix's fixtures, split out of role-matrix.test.ts for length; nothing else imports them.
  '^packages/adapters/src/http/role-matrix\\.inputs\\.ts$',
];

/**
 * The workspace packages resolve through their `source` export, as in vitest, so no build is needed and the rules see
 * real source paths. react-aria-components' `source` export names files it does not ship (apps/web/tsconfig.json
 * drops the condition for the same reason), so that one package cannot resolve here; the kit and the web declare it.
 */
const REACT_ARIA = '^react-aria-components$';

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
        'Domain source imports only other domain source: no npm packages, no other workspace package (Node built-ins: domain-has-no-node-built-ins).',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^packages/domain/src/', dependencyTypesNot: ['core'] },
    },
    {
      name: 'domain-has-no-node-built-ins',
      comment:
        'The domain runs anywhere ("types": []): time, files and randomness come in through ports, not node:*.',
      severity: 'error',
      from: { path: '^packages/domain/src/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'domain-tests-use-only-vitest-and-fast-check',
      comment: 'Domain tests may add vitest and fast-check to domain source, nothing else.',
      severity: 'error',
      from: { path: '^packages/domain/src/.+\\.test\\.ts$' },
      to: {
        pathNot: ['^packages/domain/src/', '/node_modules/(vitest|fast-check)/'],
        dependencyTypesNot: ['core'],
      },
    },
    {
      name: 'test-kits-only-in-tests',
      comment:
        "The test kits (@atelier/domain/testing: builders, in-memory fakes, a fixed clock; the adapters' testing/ folders) are for tests; production code that imports one ships fakes.",
      severity: 'error',
      from: { path: '^(packages|apps)/', pathNot: TEST_CODE },
      to: {
        path: [
          '^(packages|apps)/[^/]+/(src|dist)/testing/',
          '^(packages|apps)/[^/]+/src/.*/testing/',
          '^@atelier/domain/testing$',
        ],
      },
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
    {
      name: 'apps-are-independent',
      comment: 'The CLI and the web app share code through packages/, never by importing each other.',
      severity: 'error',
      from: { path: '^apps/([^/]+)/' },
      to: { path: ['^apps/', '^@atelier/(web|cli)(/|$)'], pathNot: '^apps/$1/' },
    },
    {
      name: 'packages-by-name-only',
      comment:
        'A workspace package is imported by its name (its package.json "exports"), never by a relative path into its folder.',
      severity: 'error',
      from: { path: '^(packages|apps)/([^/]+)/' },
      to: { path: '^(packages|apps)/', pathNot: '^$1/$2/', dependencyTypes: ['local'] },
    },
    {
      name: 'web-uses-the-adapters-entry-only',
      comment:
        'The web app sees the adapters through @atelier/adapters (src/index.ts), never their internals.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: {
        path: '^packages/adapters/',
        pathNot: [
          '^packages/adapters/src/index\\.ts$',
          '^packages/adapters/src/scanning/testing/test-clamd\\.ts$',
          // The kits its tests share with the adapters' (test code only: test-kits-only-in-tests).
          '^packages/adapters/src/http/testing/test-server\\.ts$',
          '^packages/adapters/src/storage/knex/testing/databases\\.ts$',
          '^packages/adapters/src/seed/testing/model-copies\\.ts$',
          // The name of a test run's seed picture cache, which a journey's own hub passes on.
          '^packages/adapters/src/seed/picture-cache-setting\\.ts$',
        ],
      },
    },
    {
      name: 'web-starts-a-test-clamd-only-for-journeys',
      comment:
        "The adapters export their private test clamd (@atelier/adapters/testing/clamd) for the browser journeys' hub alone.",
      severity: 'error',
      from: { path: '^apps/web/', pathNot: '^apps/web/(e2e/|playwright\\.config\\.ts$)' },
      to: { path: '^packages/adapters/src/scanning/testing/' },
    },
    {
      name: 'web-client-imports-only-types-from-adapters',
      comment:
        'Only types (AppRouter) cross from the adapters into the React app: server/ builds the app with the adapters, the app calls it over tRPC.',
      severity: 'error',
      from: { path: '^apps/web/app/', pathNot: TEST_CODE },
      to: { path: ['^packages/adapters/', '^@atelier/adapters(/|$)'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'http-goes-through-use-cases',
      comment:
        'HTTP calls use cases, which reach storage through ports; it never touches the Knex stores (its tests may build a Knex world).',
      severity: 'error',
      from: { path: '^packages/adapters/src/http/', pathNot: TEST_CODE },
      to: {
        path: '^packages/adapters/src/storage/knex/',
        // What PostgreSQL's text can hold, checked by the edge schemas so a NUL answers 400: a fact, not a data path.
        pathNot: '^packages/adapters/src/storage/knex/storable-text\\.ts$',
      },
    },
    {
      name: 'not-to-undeclared',
      comment:
        "Each package imports only what its own package.json declares (pnpm leaves the rest unresolvable, or resolvable only through a neighbour's install).",
      severity: 'error',
      from: { path: '^(packages|apps|bench)/' },
      // Bare names only: a relative import that resolves to nothing is not-to-unresolvable's.
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown', 'unknown'], pathNot: ['^[./#]', REACT_ARIA] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo, a deleted file or an undeclared package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: REACT_ARIA },
    },
    {
      name: 'no-orphans',
      comment:
        'A module nothing imports and that imports nothing is dead code, unless a tool loads it by name.',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: [
          // Type declarations, read by the compiler rather than imported.
          '\\.d\\.[cm]?ts$',
          // Tool configuration (vite, vitest, tsup, playwright, react-router, storybook), loaded by the tool.
          '(^|/)[^/]+\\.config\\.[cm]?[jt]s$',
          '(^|/)\\.storybook/',
          // Test set-up files, named in a vitest or playwright config.
          '(^|/)vitest\\.setup\\.tsx?$',
          '(^|/)(global-setup|global-teardown|setup)\\.ts$',
          // Stories and browser journeys, found by their runners by file name.
          '\\.stories\\.tsx?$',
          '^apps/web/e2e/.+\\.spec\\.ts$',
          // Benchmark entry points and scripts, run by name from package.json.
          '\\.bench\\.ts$',
          '(^|/)scripts/',
          // The floor bench's route modules, named in their app's routes.ts for React Router.
          '^bench/floor/[^/]+/routes/',
        ],
      },
      to: {},
    },
  ],
  options: {
    // Build output is left as a leaf rather than excluded, so an import that resolves into dist still counts.
    doNotFollow: { path: ['node_modules', '(^|/)(dist|build|coverage|storybook-static)/'] },
    // The browser journeys' and the bench's builds (build-e2e, build-bench, one per side-by-side suite) are bundles
    // nothing imports, and React Router's generated route types (.react-router) appear while the web app builds beside
    // this check: left out.
    exclude: { path: ['(^|/)build-(e2e|bench)[^/]*/', '(^|/)\\.react-router/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'types', 'import', 'default'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs'],
    },
  },
};
