import { configDefaults, defineConfig } from 'vitest/config'

const postgresUrl = process.env.TEST_DATABASE_URL

/**
 * The second run, on PostgreSQL, takes what can differ by database: SQL read models and
 * aggregates, locks and concurrency, migrations and the seed, backups, and the role x endpoint
 * matrix. A route test whose SQL is the same plain Drizzle on both runs once, on PGlite.
 */
const POSTGRES_TESTS = [
  'src/server/db/**/*.test.ts',
  'src/server/seed/**/*.test.ts',
  'src/server/search/**/*.test.ts',
  'src/server/admin/admin-statistics-routes.test.ts',
  'src/server/admin/admin-activity-routes.test.ts',
  'src/server/admin/admin-overview-routes.test.ts',
  'src/server/admin/admin-companies-routes.test.ts',
  'src/server/security/**/*.test.ts',
  'src/server/idempotency/**/*.test.ts',
  'src/server/jobs/**/*.test.ts',
  'src/server/mail/**/*.test.ts',
  'src/server/buyer-actions/action-mail-limit-routes.test.ts',
  'src/server/shortlists/shortlist-races-routes.test.ts',
  // Photos replaced at once queue on the list's row; files are removed by what the rows say.
  'src/server/shortlists/shortlist-photos-routes.test.ts',
  'src/server/quotes/**/*.test.ts',
  'src/server/saved-searches/**/*.test.ts',
  'src/server/events/**/*.test.ts',
  'src/server/insights/**/*.test.ts',
  'src/server/chaos/**/*.test.ts',
  'src/server/operations/cluster.test.ts',
  'src/server/backups/**/*.test.ts',
]

/** Security tests of the HTTP layer alone (limits, logs, the default start): no SQL of their own. */
const DATABASE_BLIND_SECURITY_TESTS = [
  'src/server/security/default-start.test.ts',
  'src/server/security/log-redaction.test.ts',
  'src/server/security/input-limits.test.ts',
  // Streamed bodies cut by the HTTP layer of a child server, which runs on PGlite.
  'src/server/security/streamed-body-limits-server.test.ts',
]

const apiProject = (name: string, database: 'pglite' | 'postgres') => ({
  test: {
    name,
    environment: 'node',
    include: database === 'postgres' ? POSTGRES_TESTS : ['src/server/**/*.test.ts'],
    // The chaos test (a minute of server restarts) runs once: on PostgreSQL when there is one. The
    // cluster test needs PostgreSQL: without one, the PGlite run lists it skipped and says why.
    exclude: [
      ...configDefaults.exclude,
      ...(database === 'pglite' && postgresUrl
        ? ['src/server/chaos/**', 'src/server/operations/cluster.test.ts']
        : []),
      ...(database === 'postgres' ? DATABASE_BLIND_SECURITY_TESTS : []),
    ],
    globalSetup: ['src/server/testing/global-setup.ts'],
    env: { TEST_DB: database },
    // A worker imports the server once for all its files, not once a file (import was 354 s of a
    // 557 s run). Safe because the server keeps its state per app and database handle, which each
    // file makes afresh (createTestApp), never in modules.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})

export default defineConfig({
  test: {
    // The API tests wait on PostgreSQL, child servers and sockets as much as they compute: on two
    // cores, three workers ran the API suite in 250 s against 430 s with two (four: no faster).
    maxWorkers: 3,
    projects: [
      {
        test: { name: 'unit-domain', environment: 'node', include: ['src/domain/**/*.test.ts'] },
      },
      {
        test: {
          name: 'unit-scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'e2e/**/*.test.ts'],
        },
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
