// Builds the browser app into web/dist (hashed assets under /assets/); in development, proxies the service calls to the gateway.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { KOREAN_BLOCKS, keepUnicodeRange } from './src/lib/unicode-range';

const contractSource = fileURLToPath(new URL('../contract/src/index.ts', import.meta.url));
const gateway = { target: 'https://localhost:8443', changeOrigin: false, secure: false };

export default defineConfig({
  plugins: [react()],
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
                if (decl.prop === 'src') {
                  decl.value = decl.value
                    .split(/,\s*(?=url\()/)
                    .filter((source) => source.includes("format('woff2')"))
                    .join(', ');
                }
              });
              if (!korean) face.remove();
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
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // Math rendering and input load only with the screens that show problems; apart, so a screen that only
            // shows math (the preview, results) does not fetch the input's much larger library.
            { name: 'math', test: /node_modules[\\/]katex[\\/]/ },
            { name: 'math-input', test: /node_modules[\\/]mathlive[\\/]/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            // Only what the first page needs (tags: $initial): libraries only lazy screens use, the charts and the QR
            // code, load with those screens.
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group)[\\/]/,
              tags: ['$initial'],
            },
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
