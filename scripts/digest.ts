/**
 * Sends the weekly digest once, as the server's hourly job does, and delivers it at once when
 * SMTP_URL is set (otherwise it waits in the outbox for the server's worker or /dev/mail).
 * Usage: npm run digest
 */
import { loadConfig } from '../src/server/config.ts'
import { configuredDatabase, openDatabase } from '../src/server/db/client.ts'
import { migrateDatabase } from '../src/server/db/migrate.ts'
import { sendWeeklyDigest } from '../src/server/jobs/weekly-digest.ts'
import { jsonLogger } from '../src/server/logger.ts'
import { createOutboxWorker } from '../src/server/mail/outbox-worker.ts'

async function main(): Promise<number> {
  const config = loadConfig()
  const database = await openDatabase(configuredDatabase(config))
  try {
    await migrateDatabase(database)
    const written = await sendWeeklyDigest(database.db, config, new Date())
    process.stdout.write(`Weekly digest: ${written} email(s) written to the outbox.\n`)
    if (config.smtpUrl && written > 0) {
      const worker = createOutboxWorker({
        db: database.db,
        smtpUrl: config.smtpUrl,
        mailFrom: config.mailFrom,
        perMinute: config.mailPerMinute,
        logger: jsonLogger,
      })
      const delivered = await worker.deliverDue()
      await worker.stop()
      process.stdout.write(`Delivery attempted for ${delivered} email(s).\n`)
    }
    return 0
  } finally {
    await database.close()
  }
}

process.exitCode = await main()
