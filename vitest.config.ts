import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { webProjects } from './apps/web/vitest.config.ts'

const api = './apps/api/vitest.config.ts'

export default defineConfig({
  test: {
    reporters: ['default', './scripts/slowestTestFiles.ts'],
    // Vitest leaves a core free by default: on a two-core machine that is one file at a time,
    // while most API files wait on a database or a chain rather than the CPU
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/domain',
      ...webProjects,
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      {
        extends: api,
        root: './apps/api',
        test: {
          name: 'api',
          // need the Redis, or the PostgreSQL binaries, that come with the PostgreSQL run
          exclude: ['**/node_modules/**', 'test/**/*.redis.test.ts', 'test/**/*.postgres.test.ts'],
          env: { AGORA_TEST_ENGINE: 'pglite' },
        },
      },
      // the same integration suite again on a real PostgreSQL server (with Redis), when one is given
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: api,
              root: './apps/api',
              test: {
                name: 'api:postgres',
                include: ['test/**/*.test.ts'],
                exclude: ['**/node_modules/**', 'test/**/*.pglite.test.ts'],
                env: { AGORA_TEST_ENGINE: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
})
