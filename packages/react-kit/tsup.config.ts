import { readFile, writeFile } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  target: 'es2022',
  clean: true,
  // Peers stay imports; vanilla-extract's runtime helpers are dependencies, so they stay imports too.
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-aria-components', /^@vanilla-extract\//],
  // `.css.ts` files are evaluated at build time; their CSS is gathered into dist/index.css.
  esbuildPlugins: [vanillaExtractPlugin({ outputCss: true, identifiers: 'short' })],
  // esbuild heads each file's CSS with its virtual module path, which embeds the whole source as base64.
  onSuccess: async () => {
    const css = await readFile('dist/index.css', 'utf8');
    await writeFile('dist/index.css', css.replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n/g, ''));
  },
  dts: {
    // tsup 8 injects the deprecated `baseUrl` into its declaration build, which TypeScript 6 rejects.
    compilerOptions: { ignoreDeprecations: '6.0' },
  },
});
