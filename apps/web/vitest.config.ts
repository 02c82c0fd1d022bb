import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    name: 'web',
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Screens load lazily and render in jsdom: a test that takes 1 s alone can take several on a loaded CI machine.
    testTimeout: 20_000,
  },
});
