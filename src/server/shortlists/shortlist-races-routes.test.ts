import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shortlistItems, shortlists, tactics } from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createUser, createVendor, TEST_PASSWORD } from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

/**
 * Writes that arrive together (two devices, a replayed outbox) keep the limits and the one item
 * per list: on PostgreSQL they run at once and meet the list's and the owner's row locks.
 */
describe('shortlist writes at once', () => {
  let t: TestApp
  let user: Awaited<ReturnType<typeof createUser>>
  let headers: Record<string, string>
  let tacticIds: number[]

  beforeAll(async () => {
    t = await createTestApp()
    user = await createUser(t.db)
    headers = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
    const vendor = await createVendor(t.db)
    const rows = await t.db
      .insert(tactics)
      .values(
        Array.from({ length: 506 }, (_, i) => ({
          vendorId: vendor.id,
          name: `Race ${i}`,
          description: 'x',
        })),
      )
      .returning({ id: tactics.id })
    tacticIds = rows.map((row) => row.id)
  })
  afterAll(() => t.close())

  const send = (method: string, path: string, body: unknown) =>
    apiRequest(t, method, path, body, headers).then((res) => res.status)

  async function newList(name: string) {
    const [row] = await t.db.insert(shortlists).values({ ownerId: user.id, name }).returning()
    return row?.id as number
  }

  const itemsOf = async (id: number) =>
    (
      await t.db
        .select({ total: count() })
        .from(shortlistItems)
        .where(eq(shortlistItems.shortlistId, id))
    )[0]?.total

  it('lets one of five new items past the 500th place', async () => {
    const id = await newList('Nearly full')
    await t.db.insert(shortlistItems).values(
      tacticIds.slice(0, 499).map((tacticId) => ({
        shortlistId: id,
        kind: 'tactic' as const,
        tacticId,
        addedBy: user.id,
      })),
    )
    const statuses = await Promise.all(
      tacticIds
        .slice(499, 504)
        .map((tacticId) =>
          send('PUT', `/shortlists/${id}/items`, { kind: 'tactic', id: tacticId }),
        ),
    )
    expect(statuses.sort()).toEqual([200, 422, 422, 422, 422])
    expect(await itemsOf(id)).toBe(500)
  })

  it('keeps one item when two devices add it at once', async () => {
    const id = await newList('Same item')
    const body = { kind: 'tactic', id: tacticIds[505] }
    const statuses = await Promise.all(
      [1, 2, 3].map(() => send('PUT', `/shortlists/${id}/items`, body)),
    )
    expect(statuses).toEqual([200, 200, 200])
    expect(await itemsOf(id)).toBe(1)
  })

  it('creates one list of a name asked for twice at once', async () => {
    const statuses = await Promise.all(
      [1, 2].map(() => send('POST', '/shortlists', { name: 'Twin' })),
    )
    expect(statuses.sort()).toEqual([201, 422])
  })

  it('lets one of three creates past the 100th list', async () => {
    const owned = (
      await t.db.select({ total: count() }).from(shortlists).where(eq(shortlists.ownerId, user.id))
    )[0]?.total as number
    await t.db
      .insert(shortlists)
      .values(
        Array.from({ length: 99 - owned }, (_, i) => ({ ownerId: user.id, name: `Filler ${i}` })),
      )
    const statuses = await Promise.all(
      ['One', 'Two', 'Three'].map((name) => send('POST', '/shortlists', { name })),
    )
    expect(statuses.sort()).toEqual([201, 422, 422])
  })
})
