// Builds the browser app into web/dist (hashed assets under /assets/); in development, proxies the service calls to the gateway.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const contractSource = fileURLToPath(new URL('../contract/src/index.ts', import.meta.url));
const gateway = { target: 'https://localhost:8443', changeOrigin: false, secure: false };

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@mathbridge/contract': contractSource } },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
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
