import { existsSync } from 'node:fs'
import { serve } from '@hono/node-server'
import { loadConfig } from './config.ts'
import { CONFIGURATION_ERROR_EXIT, ConfigurationError } from './configuration-error.ts'
import { configuredDatabase, openDatabase } from './db/client.ts'
import { migrateDatabase } from './db/migrate.ts'
import { createBackgroundWork } from './jobs/background-work.ts'
import { deleteExpiredRows } from './jobs/expired-rows.ts'
import { LEASE_HOLDER, runLeased } from './jobs/job-lease.ts'
import { every } from './jobs/schedule.ts'
import { sendWeeklyDigest } from './jobs/weekly-digest.ts'
import { jsonLogger as logger } from './logger.ts'
import { createMailFileWriter } from './mail/mail-files.ts'
import { createOutboxWorker } from './mail/outbox-worker.ts'
import { createMetrics } from './operations/metrics.ts'
import { Readiness } from './operations/readiness.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.ts'
import { isDatabaseEmpty, seedDatabase } from './seed/index.ts'
import { openUploadStorage } from './uploads/open-upload-storage.ts'
import { createWebServer } from './web-server.ts'

// A .env beside package.json (.env.example) fills what the environment leaves unset.
if (existsSync('.env')) process.loadEnvFile('.env')
const config = (() => {
  try {
    return loadConfig()
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error
    logger.error(error.message)
    process.exit(CONFIGURATION_ERROR_EXIT)
  }
})()
const storage = openUploadStorage(config)

const database = await openDatabase(configuredDatabase(config))
const readiness = new Readiness('migrating')
const metrics = createMetrics({
  db: database.db,
  databaseKind: database.kind,
  poolSize: config.databasePoolSize,
  process: true,
})
const background = createBackgroundWork(database.db, logger)
const app = createWebServer({
  db: database.db,
  config,
  logger,
  storage,
  metrics,
  readiness,
  background,
})
// Listening while it migrates: /api/v1/health answers (alive), /api/v1/ready and the API 503.
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host })
// An idle keep-alive connection is closed by the other end first: nginx keeps its upstream ones
// 60 s. With Node's 5 s, a request sent on a connection just as the server closed it was reset
// (ECONNRESET, seen by the e2e tests' own API client).
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
}

await migrateDatabase(database)
if (await isDatabaseEmpty(database.db)) {
  logger.info('seeding an empty database')
  await seedDatabase(database.db, { storage, tokenSecret: config.tokenSecret })
}
readiness.state = 'ready'

// Mail goes out over SMTP when SMTP_URL is set, else into .eml files for the operator.
const mailWorker = config.smtpUrl
  ? createOutboxWorker({
      db: database.db,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
      perMinute: config.mailPerMinute,
      logger,
    })
  : createMailFileWriter({
      db: database.db,
      mailDir: config.mailDir,
      mailFrom: config.mailFrom,
      logger,
    })
mailWorker.start()
const mailDestination = config.smtpUrl
  ? `sent through ${new URL(config.smtpUrl).host}`
  : `written as .eml files to ${config.mailDir}${config.env === 'development' ? ` and shown at ${config.publicUrl}/dev/mail` : ''} (set SMTP_URL to send it)`
const listening =
  config.host === '127.0.0.1'
    ? 'this machine only (set HOST=0.0.0.0 to serve the network)'
    : config.host
const HOUR_MS = 60 * 60_000
// Hourly, so a user whose week is up gets the digest within the hour; the job skips the others.
// Each runs on one app server per hour, under its lease in the database (src/server/jobs/job-lease.ts).
const leased = (job: string, task: () => Promise<unknown>) => async () => {
  try {
    const result = await runLeased(
      database.db,
      { job, holder: LEASE_HOLDER, periodMs: HOUR_MS },
      task,
    )
    metrics.jobRun(job, result)
  } catch (error) {
    metrics.jobRun(job, 'failed')
    throw error
  }
}
const jobs = [
  every(
    HOUR_MS,
    'weekly digest',
    leased('weekly-digest', () => sendWeeklyDigest(database.db, config, new Date())),
    logger,
  ),
  every(
    HOUR_MS,
    'expired rows',
    leased('expired-rows', () => deleteExpiredRows(database.db, new Date())),
    logger,
  ),
]
logger.info('listening', { url: config.publicUrl, port: config.port, database: database.kind })
const accounts = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(13)} ${a.email}`).join('\n')
process.stdout.write(
  `\nCPG Marketplace is running at ${config.publicUrl}, listening on ${listening}\nMail is ${mailDestination}\nDemo accounts (password ${DEMO_PASSWORD}):\n${accounts}\n\n`,
)

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  logger.info('shutting down', { signal })
  // Draining: readiness fails, no new connection is taken, requests in flight finish.
  readiness.state = 'draining'
  await new Promise<void>((resolve) => {
    server.close(() => resolve())
    // Keep-alive connections would hold close() open; a request in flight still finishes.
    if ('closeIdleConnections' in server) server.closeIdleConnections()
  })
  await background.idle()
  await Promise.all(jobs.map((job) => job.stop()))
  await mailWorker.stop()
  await database.close()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
// Under the supervisor (src/server/supervisor/), its exit closes the IPC channel: drain and exit too.
process.on('disconnect', () => void shutdown('supervisor exited'))
