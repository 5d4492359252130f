import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Which app server may run a scheduled job until when (src/server/jobs/job-lease.ts): one row per
 * job, taken by one atomic statement, so a job runs on one server at a time however many run it.
 */
export const jobLeases = pgTable('job_leases', {
  job: text('job').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})
