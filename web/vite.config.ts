// Builds the browser app into web/dist (hashed assets under /assets/); in development, proxies the service calls to the gateway.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { prerender } from './prerender/prerender-plugin';
import { shellTextsPattern } from './src/lib/shell-texts';
import { KOREAN_BLOCKS, keepUnicodeRange } from './src/lib/unicode-range';

const contractSource = fileURLToPath(new URL('../contract/src/index.ts', import.meta.url));
/** A font-face src list reduced to its woff2 source, which every browser the app supports reads. */
const woff2Only = (src: string) =>
  src
    .split(/,\s*(?=url\()/)
    .filter((source) => source.includes("format('woff2')") || source.includes('format("woff2")'))
    .join(', ');

const gateway = { target: 'https://localhost:8443', changeOrigin: false, secure: false };

export default defineConfig({
  // BUNDLE_REPORT=<file> writes what lands in each chunk and why (rollup-plugin-visualizer): a treemap page, or the raw
  // data for a .json name.
  plugins: [
    react(),
    // The visitor's public pages drawn to HTML at the end of the build (prerender/prerender-plugin.ts).
    prerender(),
    ...(process.env.BUNDLE_REPORT
      ? [
          visualizer({
            filename: process.env.BUNDLE_REPORT,
            template: process.env.BUNDLE_REPORT.endsWith('.json') ? 'raw-data' : 'treemap',
            gzipSize: true,
            brotliSize: true,
          }),
        ]
      : []),
  ],
  css: {
    postcss: {
      plugins: [
        {
          // Noto Sans KR (src/lib/korean-font.ts) for Korean text only: each face keeps the Korean part of its
          // unicode-range (faces with none go), so Latin keeps the reader's fonts and an English page loads none of
          // it; and only the woff2 source, which every browser the app supports reads.
          postcssPlugin: 'korean-font-only',
          Once(root) {
            if (!/@fontsource[\\/]noto-sans-kr[\\/]/.test(root.source?.input.file ?? '')) return;
            root.walkAtRules('font-face', (face) => {
              let korean = true;
              face.walkDecls((decl) => {
                if (decl.prop === 'unicode-range') {
                  const kept = keepUnicodeRange(decl.value, KOREAN_BLOCKS);
                  if (kept) decl.value = kept;
                  else korean = false;
                }
                if (decl.prop === 'src') decl.value = woff2Only(decl.value);
              });
              if (!korean) face.remove();
            });
          },
        },
        {
          // KaTeX's faces: the woff2 source only, and 'swap' instead of 'block', so a problem's text shows at once in
          // a fallback face rather than staying invisible while its math fonts load (math-text.tsx preloads the two
          // every problem uses, so the swap comes early).
          postcssPlugin: 'katex-font-swap',
          Once(root) {
            if (!/[\\/]katex[\\/]dist[\\/]/.test(root.source?.input.file ?? '')) return;
            root.walkAtRules('font-face', (face) => {
              face.walkDecls((decl) => {
                if (decl.prop === 'font-display') decl.value = 'swap';
                if (decl.prop === 'src') decl.value = woff2Only(decl.value);
              });
            });
          },
        },
      ],
    },
  },
  // The repository's .env (next to .env.example) holds the VITE_ settings too.
  envDir: '..',
  resolve: { alias: { '@mathbridge/contract': contractSource } },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: what each page loads, read by the size budget (.size-limit.js).
    manifest: true,
    // Every browser the app supports reads <link rel="modulepreload">; one without it loads the same files a little
    // later, so the polyfill is not worth its place in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => (/[\\/]contract[\\/]src[\\/]/.test(id) ? false : undefined),
        manualPureFunctions: ['z'],
      },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // Each language's texts in two files, the shell's (src/lib/shell-texts.ts) and the other
            // screens': a page loads the language it shows, and the visitor's pages only the first file.
            { name: 'texts-ko', test: shellTextsPattern('ko') },
            { name: 'texts-en', test: shellTextsPattern('en') },
            { name: 'texts-ko-screens', test: /src[\\/]locales[\\/]ko[\\/]/ },
            { name: 'texts-en-screens', test: /src[\\/]locales[\\/]en[\\/]/ },
            // Math rendering and input load only with the screens that show problems; apart, so a screen that only
            // shows math (the preview, results) does not fetch the input's much larger library.
            { name: 'math', test: /node_modules[\\/]katex[\\/]/ },
            { name: 'math-input', test: /node_modules[\\/]mathlive[\\/]/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            // Only what the first page needs (tags: $initial): libraries only lazy screens use, the charts and the QR
            // code, load with those screens. One group per library family, so a release of one keeps the rest cached.
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|hoist-non-react-statics)[\\/]/,
              tags: ['$initial'],
            },
            // MUI's small helpers that only later screens use (owner document, focus, effects) in one file rather
            // than one request each.
            {
              name: 'mui-helpers',
              test: /node_modules[\\/]@mui[\\/](utils|material[\\/]utils|material[\\/]internal)[\\/]/,
            },
            { name: 'i18next', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, tags: ['$initial'] },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, tags: ['$initial'] },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, tags: ['$initial'] },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': gateway, '/v1': gateway, '/v2': gateway },
  },
  preview: {
    port: 4173,
    proxy: { '/api': gateway, '/v1': gateway, '/v2': gateway },
  },
});
