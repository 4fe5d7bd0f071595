import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs on its own port; in production the server serves this build
// and the API on the same origin, so the app only ever calls relative '/api/...' urls.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
