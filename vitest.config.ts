import { defineConfig } from 'vitest/config'

const api = './apps/api/vitest.config.ts'

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/web',
      {
        extends: api,
        root: './apps/api',
        test: { name: 'api', env: { AGORA_TEST_ENGINE: 'pglite' } },
      },
      // the same integration suite again on a real PostgreSQL server, when one is given
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: api,
              root: './apps/api',
              test: {
                name: 'api:postgres',
                include: ['test/**/*.test.ts'],
                exclude: ['test/**/*.pglite.test.ts'],
                env: { AGORA_TEST_ENGINE: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
})
