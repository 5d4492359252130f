import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { QUOTE_MESSAGES } from '../../domain/quotes.ts'
import { quoteRequests } from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createCompany, createUser, TEST_PASSWORD, userByEmail } from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createVendorActors, type VendorActors } from '../testing/vendor-actors.ts'

type Headers = Record<string, string>

const READERS = [
  'buyer who sent it',
  'second buyer',
  'vendor_user of the vendor',
  'vendor_admin of the vendor',
  'member of another vendor',
  'super_admin',
  'visitor',
] as const
type Reader = (typeof READERS)[number]

/**
 * docs/spec/workspace.md §3: only the buyer who sent a request, the members of the vendor it went
 * to and super_admin read it (403 for anyone else, 404 for an unknown id, 401 for a visitor); only
 * the buyer and the members reply, only the buyer closes and nudges.
 */
describe('who reads and writes a quote thread', () => {
  let t: TestApp
  let actors: VendorActors
  let headers: Record<Reader, Headers>
  let buyerId: number

  beforeAll(async () => {
    t = await createTestApp()
    actors = await createVendorActors(t)
    const other = await createCompany(t.db, { companyType: 'cpg' })
    const second = await createUser(t.db, { companyId: other.id })
    buyerId = (await userByEmail(t.db, actors.headers.cpg_user.uid as string))?.id as number
    headers = {
      'buyer who sent it': actors.headers.cpg_user,
      'second buyer': authHeaders(await signIn(t, second.email, TEST_PASSWORD)),
      'vendor_user of the vendor': actors.headers.vendor_user,
      'vendor_admin of the vendor': actors.headers.vendor_admin,
      'member of another vendor': actors.headers.other_vendor_admin,
      super_admin: actors.headers.super_admin,
      visitor: {},
    }
  })
  afterAll(() => t.close())

  /** A request the buyer sent to vendor A (written directly: the mail limits count POST /quotes). */
  async function sent(): Promise<number> {
    const [row] = await t.db
      .insert(quoteRequests)
      .values({
        userId: buyerId,
        vendorId: actors.vendor.id,
        status: 'sent',
        emailSubject: 'Access',
        emailText: 'Hi',
        closedAt: new Date(),
      })
      .returning({ id: quoteRequests.id })
    return row?.id as number
  }

  const statuses = async (request: (who: Headers) => Promise<Response>) => {
    const seen: Partial<Record<Reader, number>> = {}
    for (const reader of READERS) {
      const res = await request(headers[reader])
      seen[reader] = res.status
      if (res.status === 403) {
        expect(await res.json()).toEqual({ errors: [AUTH_MESSAGES.forbidden] })
      }
    }
    return seen
  }

  it.each<[string, string, unknown, number[]]>([
    ['GET', '/quotes/:id', undefined, [200, 403, 200, 200, 403, 200, 401]],
    ['GET', '/vendors/:vendor/quotes/:id', undefined, [403, 403, 200, 200, 403, 200, 401]],
    ['POST', '/quotes/:id/replies', { text: 'Hello' }, [201, 403, 201, 201, 403, 403, 401]],
    [
      'PUT',
      '/quotes/:id/close',
      { outcome: 'no_longer_needed' },
      [200, 403, 403, 403, 403, 403, 401],
    ],
    ['POST', '/quotes/:id/nudge', undefined, [422, 403, 403, 403, 403, 403, 401]],
  ])('%s %s answers each reader', async (method, path, body, expected) => {
    const seen = await statuses(async (who) => {
      const id = await sent()
      const url = path.replace(':id', String(id)).replace(':vendor', String(actors.vendor.id))
      return apiRequest(t, method, url, body, who)
    })
    expect(seen).toEqual(Object.fromEntries(READERS.map((r, i) => [r, expected[i]])))
  })

  it('lists a vendor’s requests to its members and super_admin only', async () => {
    const seen = await statuses((who) =>
      apiRequest(t, 'GET', `/vendors/${actors.vendor.id}/quotes`, undefined, who),
    )
    expect(Object.values(seen)).toEqual([403, 403, 200, 200, 403, 200, 401])
    const mine = await statuses((who) => apiRequest(t, 'GET', '/quotes', undefined, who))
    expect(Object.values(mine)).toEqual([200, 200, 200, 200, 200, 200, 401])
  })

  it('answers 404 for an unknown id, a draft, a discarded request and an id that names no row', async () => {
    const [draft, discarded] = await t.db
      .insert(quoteRequests)
      .values([
        { userId: buyerId, vendorId: actors.vendor.id },
        { userId: buyerId, vendorId: actors.vendor.id, status: 'discarded' },
      ])
      .returning({ id: quoteRequests.id })
    for (const id of [
      String(draft?.id),
      String(discarded?.id),
      '2147483000',
      'abc',
      '0',
      '99999999999',
    ]) {
      for (const path of [
        `/quotes/${id}`,
        `/quotes/${id}/replies`,
        `/quotes/${id}/attachments/1`,
      ]) {
        const method = path.endsWith('replies') ? 'POST' : 'GET'
        const res = await apiRequest(
          t,
          method,
          path,
          method === 'POST' ? { text: 'x' } : undefined,
          actors.headers.super_admin,
        )
        expect(res.status, `${method} ${path}`).toBe(404)
        expect(await res.json()).toEqual({ errors: [QUOTE_MESSAGES.notFound] })
      }
    }
  })

  it('answers 404 for a request of vendor A read under vendor B’s path, even to super_admin', async () => {
    const id = await sent()
    for (const who of [actors.headers.other_vendor_admin, actors.headers.super_admin]) {
      const res = await apiRequest(
        t,
        'GET',
        `/vendors/${actors.other.id}/quotes/${id}`,
        undefined,
        who,
      )
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ errors: [QUOTE_MESSAGES.notFound] })
    }
    // Vendor A's member under vendor B's path: B's list is not theirs to read at all.
    const member = await apiRequest(
      t,
      'GET',
      `/vendors/${actors.other.id}/quotes/${id}`,
      undefined,
      actors.headers.vendor_user,
    )
    expect(member.status).toBe(403)
  })

  it('does not open the thread for the buyer when super_admin or the buyer reads it', async () => {
    const id = await sent()
    await apiRequest(t, 'GET', `/quotes/${id}`, undefined, actors.headers.super_admin)
    await apiRequest(t, 'GET', `/quotes/${id}`, undefined, actors.headers.cpg_user)
    const res = await apiRequest(t, 'GET', `/quotes/${id}`, undefined, actors.headers.cpg_user)
    expect(await res.json()).toMatchObject({ status: 'sent', opened_at: null, is_new: true })
  })
})
