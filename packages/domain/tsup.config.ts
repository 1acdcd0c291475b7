import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' },
  format: ['esm'],
  target: 'es2022',
  clean: true,
  dts: {
    // tsup 8 injects the deprecated `baseUrl` into its declaration build, which TypeScript 6 rejects.
    compilerOptions: { ignoreDeprecations: '6.0' },
  },
});
