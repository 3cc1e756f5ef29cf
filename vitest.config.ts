import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Each file starts its own Blobs server; a few at once is plenty on two cores.
          maxWorkers: 2,
          testTimeout: 30_000,
          // Set-up hooks hash passwords (deliberately slow); on a busy machine they need as long.
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
