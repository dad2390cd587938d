import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // pdf.js and canvas rendering are CPU-bound; two cores on CI machines.
    pool: 'forks',
    globalSetup: ['test/setup/global-setup.ts'],
  },
});
