import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

// `npm run dev -w @stellara/web` proxies /api to a server started with PORT=3001 (3000 is the lead's).
const apiTarget = process.env.STELLARA_API ?? 'http://127.0.0.1:3001';

export default defineConfig({
  // precompress writes .br and .gz copies beside the built files; the server picks one per request.
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // The initial JavaScript for / has a budget of 250 KB gzipped (checked by the e2e suite).
    chunkSizeWarningLimit: 400,
  },
  server: { proxy: { '/api': apiTarget } },
});
