import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendors } from '../db/schema/index.ts'
import { silentLogger } from '../logger.ts'
import { createOutboxWorker } from '../mail/outbox-worker.ts'
import { createCompany, createUser } from '../testing/factories.ts'
import { createMailTestApp, type MailTestApp } from '../testing/mail-test-app.ts'
import { releaseLease, runLeased, takeLease } from './job-lease.ts'
import { sendWeeklyDigest } from './weekly-digest.ts'

const HOUR_MS = 60 * 60_000
const NOW = new Date('2032-03-10T09:00:00Z')

describe('job leases', () => {
  let t: MailTestApp
  beforeAll(async () => {
    t = await createMailTestApp()
  })
  afterAll(() => t.close())

  it('gives a job to one holder of many asking at once, and to another once released or expired', async () => {
    const holders = Array.from({ length: 8 }, (_, i) => `server-${i}`)
    const taken = await Promise.all(holders.map((h) => takeLease(t.db, 'race', h, 60_000)))
    expect(taken.filter(Boolean)).toHaveLength(1)
    const winner = holders[taken.indexOf(true)] as string
    expect(await takeLease(t.db, 'race', 'server-late', 60_000)).toBe(false)
    await releaseLease(t.db, 'race', 'server-late')
    expect(await takeLease(t.db, 'race', 'server-late', 60_000)).toBe(false)
    await releaseLease(t.db, 'race', winner)
    expect(await takeLease(t.db, 'race', 'server-late', 60_000)).toBe(true)

    expect(await takeLease(t.db, 'short', 'server-a', 1)).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await takeLease(t.db, 'short', 'server-b', 60_000)).toBe(true)
  })

  it('gives the lease up when a run fails, so the next tick retries', async () => {
    const lease = { job: 'failing', holder: 'a', periodMs: HOUR_MS }
    await expect(runLeased(t.db, lease, () => Promise.reject(new Error('down')))).rejects.toThrow()
    expect(await runLeased(t.db, { ...lease, holder: 'b' }, async () => {})).toBe('ran')
    expect(await runLeased(t.db, lease, async () => {})).toBe('skipped')
  })

  it('runs the digest once across two servers ticking together, one email per user', async () => {
    const readers = await Promise.all(
      [1, 2, 3].map(() => createUser(t.db, { digestNotification: true })),
    )
    const company = await createCompany(t.db, { name: 'Twice Ticked Media' })
    await t.db.insert(vendors).values({
      companyId: company.id,
      name: 'Twice Ticked Media',
      salesRepFirstName: 'Sam',
      salesRepLastName: 'Seller',
      salesRepEmail: 'sam@example.test',
      website: 'https://vendor.example',
      createdAt: new Date(NOW.getTime() - HOUR_MS),
    })
    let written = 0
    const tick = (holder: string) =>
      runLeased(t.db, { job: 'weekly-digest', holder, periodMs: HOUR_MS }, async () => {
        written += await sendWeeklyDigest(t.db, t.config, NOW)
      })
    const runs = await Promise.all([tick('server-a'), tick('server-b'), tick('server-a')])
    expect(runs.filter((run) => run === 'ran')).toHaveLength(1)
    expect(written).toBeGreaterThanOrEqual(readers.length)

    // Both servers' outbox workers deliver at once: SKIP LOCKED gives each row to one of them.
    const workers = [1, 2].map(() =>
      createOutboxWorker({
        db: t.db,
        smtpUrl: t.inbox.smtpUrl,
        mailFrom: 'CPG Marketplace <no-reply@marketplace.test>',
        perMinute: 1_000_000,
        logger: silentLogger,
      }),
    )
    let delivered = 0
    for (let pass = 0; pass < 5; pass++) {
      const counts = await Promise.all(workers.map((w) => w.deliverDue()))
      delivered += counts[0] as number
      delivered += counts[1] as number
    }
    await Promise.all(workers.map((w) => w.stop()))
    expect(delivered).toBe(written)
    const digests = t.inbox.messages().filter((m) => m.subject.startsWith('New on'))
    expect(digests).toHaveLength(written)
    for (const reader of readers) {
      expect(digests.filter((m) => m.envelopeTo.includes(reader.email))).toHaveLength(1)
    }
  })
})
