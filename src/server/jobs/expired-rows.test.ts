import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countEvent } from '../auth/rate-limit.ts'
import { openSession } from '../auth/sessions.ts'
import { issueUserToken } from '../auth/user-tokens.ts'
import { rateLimits, sessions, userTokens, userVerifications } from '../db/schema/index.ts'
import { createUser } from '../testing/factories.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { deleteExpiredRows } from './expired-rows.ts'

const DAY = 24 * 60 * 60_000

describe('deleteExpiredRows', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('deletes what nobody can use any more and keeps the rest', async () => {
    const user = await createUser(t.db)
    const secret = t.config.tokenSecret
    const long = new Date(Date.now() - 30 * DAY)
    const now = new Date()
    await openSession(t.db, t.config, user.id, long)
    await openSession(t.db, t.config, user.id, now)
    await issueUserToken(t.db, secret, { userId: user.id, purpose: 'password_reset' }, long)
    await issueUserToken(t.db, secret, { userId: user.id, purpose: 'confirmation' }, now)
    await countEvent(t.db, { key: 'old', max: 1, windowMs: 1000 }, long)
    await countEvent(t.db, { key: 'current', max: 1, windowMs: DAY }, now)
    const verification = {
      email: 'x@example.test',
      firstName: 'X',
      lastName: 'Y',
      companyName: 'Z',
      companyWebsite: 'z.example',
      companyType: 'vendor' as const,
    }
    await t.db.insert(userVerifications).values([
      { ...verification, id: 'old-one', createdAt: long },
      { ...verification, id: 'new-one' },
    ])

    await deleteExpiredRows(t.db, now)

    const mine = eq(sessions.userId, user.id)
    expect(await t.db.select().from(sessions).where(mine)).toHaveLength(1)
    const tokens = await t.db.select().from(userTokens).where(eq(userTokens.userId, user.id))
    expect(tokens.map((row) => row.purpose)).toEqual(['confirmation'])
    expect((await t.db.select().from(rateLimits)).map((row) => row.key)).toEqual(['current'])
    const left = await t.db.select().from(userVerifications)
    expect(left.map((row) => row.id)).toEqual(['new-one'])
  })
})
