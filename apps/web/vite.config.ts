import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  build: { target: 'es2022', sourcemap: true, chunkSizeWarningLimit: 800 },
  worker: { format: 'es' },
});
