import { defineConfig } from 'vitest/config';

/** The long load, crash, shutdown and backup runs: `npm run test:reliability` (CI runs it after `npm test`). */
export default defineConfig({
  test: {
    include: ['tests/reliability/**/*.test.ts'],
    environment: 'node',
    // The suite starts the compiled production server: build it (or only rebundle the server) when out of date.
    globalSetup: ['tests/reliability/global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One server at a time: the figures measure the server, not a fight for the two cores.
    fileParallelism: false,
  },
});
