// Builds the browser app into web/dist (hashed assets under /assets/); in development, proxies the service calls to the gateway.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contractSource = fileURLToPath(new URL('../contract/src/index.ts', import.meta.url));
const gateway = { target: 'https://localhost:8443', changeOrigin: false, secure: false };

export default defineConfig({
  plugins: [react()],
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
          // A group holds only the modules it names: pulling in what they import would move libraries the whole app
          // shares (clsx, prop-types, …) into a late group such as the charts, and every page would fetch it.
          includeDependenciesRecursively: false,
          groups: [
            // Math rendering and input load only with the screens that show problems; apart, so a screen that only
            // shows math (the preview, results) does not fetch the input's much larger library.
            { name: 'math', test: /node_modules[\\/]katex[\\/]/ },
            { name: 'math-input', test: /node_modules[\\/]mathlive[\\/]/ },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
            },
            {
              name: 'mui',
              // Only what the first page needs; the parts only a lazy screen uses (the charts' tooltips and
              // popper) load with that screen.
              tags: ['$initial'],
              test: /node_modules[\\/](@mui[\\/](?!x-)|@emotion|@popperjs|react-transition-group)/,
            },
            // Charts and the QR code load only with the record screens and the share dialog.
            {
              name: 'charts',
              test: /node_modules[\\/](@mui[\\/]x-[a-z-]+|bezier-easing|d3-[a-z-]+|internmap)[\\/]/,
            },
            { name: 'qrcode', test: /node_modules[\\/](qrcode|dijkstrajs|pngjs)[\\/]/ },
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
