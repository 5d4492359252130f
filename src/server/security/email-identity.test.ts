import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { emailKey } from '../accounts/email-key.ts'
import { LOGIN_FAILURES_BEFORE_BACKOFF } from '../auth/login-throttle.ts'
import { rateLimits } from '../db/schema/index.ts'
import { queryRows } from '../search/query-rows.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createUser } from '../testing/factories.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

const ADDRESS = 'admin.inbox@mail.example'

/** Each i of the address written as i, I, İ (U+0130) or i with a combining dot above. */
function dottedSpellings(address: string): string[] {
  let spellings = ['']
  for (const char of address) {
    const forms = char === 'i' ? ['i', 'I', 'İ', 'i\u0307'] : [char]
    spellings = spellings.flatMap((start) => forms.map((form) => start + form))
  }
  return spellings.filter((spelling) => /İ|i\u0307/.test(spelling))
}

describe('one form of an email address for every comparison', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  beforeEach(async () => {
    await t.db.delete(rateLimits)
  })

  it('computes the same key in JavaScript and in SQL', async () => {
    const spellings = [
      ...dottedSpellings(ADDRESS).slice(0, 10),
      'ADMIN.INBOX@MAIL.EXAMPLE',
      'ＡＤＭＩＮ.inbox@mail.example',
      'I\u0307nbox@mail.example',
      'Ärger@Straße.example',
      'ΣΊΣΥΦΟΣ@mail.example',
      'ǅemal@mail.example',
    ]
    for (const spelling of spellings) {
      const [row] = await queryRows<{ key: string }>(
        t.db,
        sql`select email_key(${spelling}) as key`,
      )
      expect(row?.key, spelling).toBe(emailKey(spelling))
    }
    expect(new Set(dottedSpellings(ADDRESS).map(emailKey))).toEqual(new Set([ADDRESS]))
  })

  it('checks at most 5 of 40 parallel guesses at İ spellings of one address', async () => {
    await createUser(t.db, { email: ADDRESS })
    const spellings = dottedSpellings(ADDRESS)
    expect(spellings.length).toBeGreaterThanOrEqual(40)
    const answers = await Promise.all(
      spellings
        .slice(0, 40)
        .map((email, i) =>
          apiRequest(t, 'POST', '/auth/sign_in', { email, password: `Wrong-${i}!` }),
        ),
    )
    const statuses = answers.map((res) => res.status)
    // Parallel guesses wait their turn at one counter: five are checked, the rest must wait.
    const checked = statuses.filter((status) => status === 401).length
    expect(checked).toBeLessThanOrEqual(LOGIN_FAILURES_BEFORE_BACKOFF)
    expect(statuses.filter((status) => status === 429).length).toBe(40 - checked)
  })

  it('registers no second account under an İ spelling of a registered address', async () => {
    await createUser(t.db, { email: 'owner.info@firm.example' })
    const res = await apiRequest(t, 'POST', '/auth', {
      first_name: 'Ida',
      last_name: 'Copy',
      email: 'OWNER.İNFO@fİrm.example',
      job_title: 'Brand Manager',
      company_name: 'Firm',
      company_website: 'https://www.firm.example',
      company_type: 'vendor',
      password: 'Quiet-Harbour-72',
      password_confirmation: 'Quiet-Harbour-72',
      agree_to_service_agreement: 'true',
    })
    expect(res.status).toBe(200)
    const rows = await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from users where email_key(email) = ${'owner.info@firm.example'}`,
    )
    expect(rows[0]?.count).toBe(1)
  })
})
