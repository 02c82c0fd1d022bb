import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './precompress-plugin.ts';
import { AFTER_PAINT_ENTRY, prerenderPlugin } from './prerender-plugin.ts';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressPlugin(), prerenderPlugin()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Zod without its eval probe, which the pages' Content-Security-Policy reports (src/lib/zod-without-eval.ts).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-without-eval.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // The app, and the loader that the pages rendered at build time name instead (src/after-paint.ts, prerender-plugin.ts).
    rollupOptions: { input: ['index.html', AFTER_PAINT_ENTRY] },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/stock-stream': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
});
