import { configDefaults, defineConfig } from 'vitest/config'

const postgresUrl = process.env.TEST_DATABASE_URL

const apiProject = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    environment: 'node',
    include: ['src/server/**/*.test.ts'],
    // The chaos test (a minute of server restarts) runs once: on PostgreSQL when there is one.
    exclude: [
      ...configDefaults.exclude,
      ...(database === 'pglite' && postgresUrl ? ['src/server/chaos/**'] : []),
    ],
    globalSetup: ['src/server/testing/global-setup.ts'],
    env: { TEST_DB: database },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'unit-domain', environment: 'node', include: ['src/domain/**/*.test.ts'] },
      },
      {
        test: { name: 'unit-scripts', environment: 'node', include: ['scripts/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'unit-app',
          // Most of the app's tests need no DOM, and starting jsdom for each file costs seconds:
          // the files that do need one say so with `// @vitest-environment jsdom`.
          environment: 'node',
          include: ['src/app/**/*.test.{ts,tsx}'],
          server: { deps: { inline: ['@preact/signals-react', '@modular-forms/react'] } },
        },
      },
      apiProject('api-pglite', 'pglite'),
      ...(postgresUrl ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
})
