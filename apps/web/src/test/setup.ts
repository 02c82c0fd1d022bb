import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Absent in the tests that run outside a browser (`@vitest-environment node`).
  globalThis.localStorage?.clear();
});
