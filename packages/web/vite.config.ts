import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs on its own port; in production the server serves this build
// and the API on the same origin, so the app only ever calls relative '/api/...' urls.
export default defineConfig({
  plugins: [react()],
  resolve: {
    // Deep imports ('@mostrador/core/format/money') let the customer pages take single core files
    // without the index, whose zod set-up would add about 25 KB gzipped to their first load.
    alias: [
      {
        find: /^@mostrador\/core\/(.+)$/,
        replacement: fileURLToPath(new URL('../core/src/$1', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Two entries: the staff back office (MUI) and the small customer pages (plain React, no MUI).
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        customer: fileURLToPath(new URL('customer.html', import.meta.url)),
      },
    },
  },
});
