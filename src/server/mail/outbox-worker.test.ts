import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '../db/schema/index.ts'
import { deliverDueMail } from '../testing/mail-test-app.ts'
import { parseRawMail } from '../testing/raw-mail.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { enqueueMail } from './enqueue-mail.ts'

type Received = { to: string; messageId: string; handedOverBeforeEnd: boolean }

/**
 * The outbox worker against a real SMTP server that, as each message ends, looks up whether the
 * worker had marked it handed over (docs/offline.md "Mail exactly once").
 */
describe('the outbox worker', () => {
  let t: TestApp
  let server: SMTPServer
  let smtpUrl: string
  const received: Received[] = []
  /** Addresses the server refuses with 550. */
  const refused = new Set<string>()

  beforeAll(async () => {
    t = await createTestApp()
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (refused.has(address.address)) {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })
          return callback(error)
        }
        callback()
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', async () => {
          const mail = parseRawMail(Buffer.concat(chunks).toString('utf8'))
          const to = session.envelope.rcptTo[0]?.address ?? ''
          const [row] = await t.db.select().from(outbox).where(eq(outbox.toAddress, to))
          const messageId = mail.headers.get('message-id') ?? ''
          received.push({ to, messageId, handedOverBeforeEnd: row?.handedOverAt != null })
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await t.close()
  })

  const deliver = () => deliverDueMail(t.db, smtpUrl)
  const queue = (to: string) => enqueueMail(t.db, { to, subject: 'Hello', paragraphs: ['Hi'] })
  const rowTo = async (to: string) =>
    (
      await t.db.select().from(outbox).where(eq(outbox.toAddress, to))
    )[0] as typeof outbox.$inferSelect
  const receivedBy = (to: string) => received.filter((r) => r.to === to)

  it('marks the hand-over before the end of the message reaches the server, then the answer', async () => {
    await queue('plain@worker.test')
    await deliver()
    const row = await rowTo('plain@worker.test')
    const [mail] = receivedBy('plain@worker.test')
    expect(mail?.handedOverBeforeEnd).toBe(true)
    expect(row.status).toBe('sent')
    expect(row.messageId).toMatch(/^<[\w-]+@marketplace\.test>$/)
    expect(mail?.messageId).toBe(row.messageId)
    expect(row.smtpResponse).toMatch(/^250 /)
    expect(row.unconfirmedHandovers).toBe(0)
  })

  it('sends again, with the same Message-ID, a row whose worker died before the hand-over', async () => {
    await queue('died-before@worker.test')
    const messageId = '<kept-before@marketplace.test>'
    await t.db
      .update(outbox)
      .set({ messageId })
      .where(eq(outbox.toAddress, 'died-before@worker.test'))
    await deliver()
    const row = await rowTo('died-before@worker.test')
    expect(receivedBy('died-before@worker.test').map((m) => m.messageId)).toEqual([messageId])
    expect(row).toMatchObject({ status: 'sent', messageId, unconfirmedHandovers: 0 })
  })

  // The one case left at-least-once: the server may have accepted it before the worker died.
  it('sends again, counted as unconfirmed, a row handed over and never marked', async () => {
    await queue('died-after@worker.test')
    const messageId = '<kept-after@marketplace.test>'
    await t.db
      .update(outbox)
      .set({ messageId, handedOverAt: new Date() })
      .where(eq(outbox.toAddress, 'died-after@worker.test'))
    await deliver()
    const row = await rowTo('died-after@worker.test')
    expect(receivedBy('died-after@worker.test').map((m) => m.messageId)).toEqual([messageId])
    expect(row).toMatchObject({ status: 'sent', messageId, unconfirmedHandovers: 1 })
  })

  it('records as sent, without sending again, a message accepted while the database failed', async () => {
    // The first update to `sent` of this address fails, as with a connection lost after the 250.
    await t.db.execute(sql`CREATE SEQUENCE sent_mark_failures`)
    await t.db.execute(sql`
      CREATE FUNCTION fail_first_sent_mark() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'sent' AND nextval('sent_mark_failures') = 1 THEN
          RAISE EXCEPTION 'connection lost';
        END IF;
        RETURN NEW;
      END $$`)
    await t.db.execute(sql`
      CREATE TRIGGER fail_first_sent_mark BEFORE UPDATE ON outbox FOR EACH ROW
      WHEN (NEW.to_address = 'mark-lost@worker.test') EXECUTE FUNCTION fail_first_sent_mark()`)
    await queue('mark-lost@worker.test')
    await deliver()
    await t.db.execute(sql`DROP TRIGGER fail_first_sent_mark ON outbox`)
    const row = await rowTo('mark-lost@worker.test')
    expect(receivedBy('mark-lost@worker.test')).toHaveLength(1)
    expect(row).toMatchObject({ status: 'sent', attempts: 1, unconfirmedHandovers: 0 })
    expect(row.smtpResponse).toMatch(/^250 /)
  })

  it('keeps a refused message for a later attempt, not handed over', async () => {
    refused.add('refused@worker.test')
    await queue('refused@worker.test')
    await deliver()
    const row = await rowTo('refused@worker.test')
    expect(receivedBy('refused@worker.test')).toEqual([])
    expect(row).toMatchObject({ status: 'pending', attempts: 1, handedOverAt: null })
    // The message alone, as the admin's Mail page shows it after "Last error:".
    expect(row.lastError).toContain('550 Mailbox unavailable')
    expect(row.lastError).not.toMatch(/^Error/)
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000)
  })

  it('skips a row another worker holds the lease of', async () => {
    await queue('leased@worker.test')
    await t.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() + 10_000) })
      .where(eq(outbox.toAddress, 'leased@worker.test'))
    await deliver()
    expect(receivedBy('leased@worker.test')).toEqual([])
    expect((await rowTo('leased@worker.test')).status).toBe('pending')
  })
})
