import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/chain/globalSetup.ts'],
    // every test file builds its own app on its own database: sharing loaded modules is safe
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
