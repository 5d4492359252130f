import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHORTLIST_MESSAGES } from '../../domain/shortlists.ts'
import { shortlistItems, shortlists, tactics } from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createCompany, createUser, createVendor, TEST_PASSWORD } from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { NOT_JSON } from '../validation.ts'

type Headers = Record<string, string>

/** docs/api-shortlists.md: lists, items, notes, limits and paging, as the owner sees them. */
describe('shortlists', () => {
  let t: TestApp
  let owner: Headers
  let ownerId: number
  let vendor: Awaited<ReturnType<typeof createVendor>>
  let tacticIds: number[]

  beforeAll(async () => {
    t = await createTestApp()
    const cpg = await createCompany(t.db, { companyType: 'cpg' })
    const user = await createUser(t.db, { companyId: cpg.id, firstName: 'Olga', lastName: 'Owner' })
    ownerId = user.id
    owner = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
    vendor = await createVendor(t.db, { name: 'Aisle Masters' })
    const rows = await t.db
      .insert(tactics)
      .values(
        ['End caps', 'Floor decals', 'Shelf talkers'].map((name) => ({
          vendorId: vendor.id,
          name,
          description: `${name} in store`,
        })),
      )
      .returning()
    tacticIds = rows.map((row) => row.id)
  })
  afterAll(() => t.close())

  async function call(headers: Headers, method: string, path: string, body?: unknown) {
    const res = await apiRequest(t, method, path, body, headers)
    return { status: res.status, body: await res.json(), headers: res.headers }
  }

  async function newList(name: string, headers = owner): Promise<number> {
    const res = await t.client.shortlists.$post({ json: { name } }, { headers })
    expect(res.status).toBe(201)
    const body = (await res.json()) as { shortlist: { id: number } }
    return body.shortlist.id
  }

  it('creates a list and answers it with its owner and counts', async () => {
    const res = await t.client.shortlists.$post(
      { json: { name: '  Spring launch ' } },
      { headers: owner },
    )
    expect(res.status).toBe(201)
    const { shortlist } = (await res.json()) as { shortlist: Record<string, unknown> }
    expect(shortlist).toMatchObject({
      name: 'Spring launch',
      own: true,
      owner: { id: ownerId, first_name: 'Olga', last_name: 'Owner' },
      item_count: 0,
      tactic_count: 0,
    })
    expect(Date.parse(shortlist.updated_at as string)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('refuses a second list of the same name, whatever its case, with the spec text', async () => {
    await newList('Trade show')
    const res = await call(owner, 'POST', '/shortlists', { name: 'TRADE SHOW' })
    expect(res.status).toBe(422)
    expect(res.body.errors.name).toEqual([SHORTLIST_MESSAGES.nameTaken])
    expect(res.body.errors.full_messages).toEqual(['You already have a shortlist with this name'])
  })

  it.each([
    [{}, 'name', 'name is required'],
    [{ name: '   ' }, 'name', 'Shortlist name is required'],
    [{ name: 'x'.repeat(61) }, 'name', 'Too long, maximum 60 chars'],
    [{ name: 'a\u0000b' }, 'name', 'Control characters are not allowed'],
  ])('validates the name of %j', async (body, field, message) => {
    const res = await call(owner, 'POST', '/shortlists', body)
    expect(res.status).toBe(422)
    expect(res.body.errors[field]).toEqual([message])
  })

  it('answers a form body with 415 and says to send JSON, instead of naming every field missing', async () => {
    const form = new FormData()
    form.set('name', 'Sent as a form')
    const res = await t.app.request('/api/v1/shortlists', {
      method: 'POST',
      body: form,
      headers: owner,
    })
    expect(res.status).toBe(415)
    expect(await res.json()).toEqual({ errors: [NOT_JSON] })
  })

  it('takes a name of exactly 60 characters', async () => {
    expect((await call(owner, 'POST', '/shortlists', { name: 'n'.repeat(60) })).status).toBe(201)
  })

  it('creates "My shortlist" with its first item in one write', async () => {
    const res = await call(owner, 'POST', '/shortlists', {
      name: 'My shortlist',
      items: [{ kind: 'tactic', id: tacticIds[0], note: 'Seen at booth 12' }],
    })
    expect(res.status).toBe(201)
    expect(res.body.shortlist).toMatchObject({ item_count: 1, tactic_count: 1 })
    const detail = await call(owner, 'GET', `/shortlists/${res.body.shortlist.id}`)
    expect(detail.body.items[0]).toMatchObject({ kind: 'tactic', note: 'Seen at booth 12' })
  })

  it('adds a vendor and a tactic with the cards search shows, newest first', async () => {
    const id = await newList('Cards')
    const added = await call(owner, 'PUT', `/shortlists/${id}/items`, {
      kind: 'vendor',
      id: vendor.id,
    })
    expect(added.status).toBe(200)
    expect(added.body.item).toMatchObject({
      kind: 'vendor',
      id: vendor.id,
      note: '',
      note_updated_at: null,
      added_by: { id: ownerId, first_name: 'Olga', last_name: 'Owner' },
      vendor: { id: vendor.id, name: 'Aisle Masters', vendor_types: expect.any(Array) },
    })
    await call(owner, 'PUT', `/shortlists/${id}/items`, { kind: 'tactic', id: tacticIds[1] })
    const res = await t.client.shortlists[':id'].$get(
      { param: { id: String(id) }, query: {} },
      { headers: owner },
    )
    expect(res.status).toBe(200)
    const detail = (await res.json()) as Record<string, unknown> & { items: unknown[] }
    expect(detail).toMatchObject({ id, name: 'Cards', item_count: 2, tactic_count: 1, members: [] })
    expect(detail.items).toEqual([
      expect.objectContaining({
        kind: 'tactic',
        id: tacticIds[1],
        tactic: {
          vendor: { id: vendor.id, name: 'Aisle Masters', logo_url: null },
          tactic: expect.objectContaining({ id: tacticIds[1], name: 'Floor decals' }),
        },
      }),
      expect.objectContaining({ kind: 'vendor', id: vendor.id }),
    ])
  })

  it('keeps one item when it is added twice, and a note until another is written', async () => {
    const id = await newList('Twice')
    const path = `/shortlists/${id}/items`
    await call(owner, 'PUT', path, { kind: 'tactic', id: tacticIds[0], note: 'First  note ' })
    const again = await call(owner, 'PUT', path, { kind: 'tactic', id: tacticIds[0] })
    expect(again.status).toBe(200)
    expect(again.body.item.note).toBe('First  note')
    const rows = await t.db.select().from(shortlistItems).where(eq(shortlistItems.shortlistId, id))
    expect(rows).toHaveLength(1)
    const noted = await call(owner, 'PUT', path, {
      kind: 'tactic',
      id: tacticIds[0],
      note: 'Line one\nline two',
    })
    expect(noted.body.item.note).toBe('Line one\nline two')
    expect(noted.body.item.note_updated_at).not.toBeNull()
    const cleared = await call(owner, 'PUT', path, { kind: 'tactic', id: tacticIds[0], note: '' })
    expect(cleared.body.item.note).toBe('')
  })

  it('keeps the note of the latest arrival, not of the latest commit', async () => {
    const id = await newList('Merge')
    const path = `/shortlists/${id}/items`
    await call(owner, 'PUT', path, { kind: 'tactic', id: tacticIds[2], note: 'Newer' })
    // A write that arrived earlier but is applied later (an older timestamp) does not win.
    const [row] = await t.db.select().from(shortlistItems).where(eq(shortlistItems.shortlistId, id))
    const arrived = row?.noteUpdatedAt as Date
    await t.db
      .update(shortlistItems)
      .set({ noteUpdatedAt: new Date(arrived.getTime() + 60_000) })
      .where(eq(shortlistItems.shortlistId, id))
    const stale = await call(owner, 'PUT', path, {
      kind: 'tactic',
      id: tacticIds[2],
      note: 'Older',
    })
    expect(stale.status).toBe(200)
    expect(stale.body.item.note).toBe('Newer')
  })

  it.each([
    [{ kind: 'tactic', id: 2_147_483_647 }, 404, 'Tactic not found'],
    [{ kind: 'vendor', id: 2_147_483_647 }, 404, 'Vendor not found'],
  ])('answers %j with 404', async (body, status, message) => {
    const id = await newList(`Unknown ${body.kind}`)
    const res = await call(owner, 'PUT', `/shortlists/${id}/items`, body)
    expect(res.status).toBe(status)
    expect(res.body).toEqual({ errors: [message] })
  })

  it.each([
    [{ kind: 'brand', id: 1 }, 'kind', SHORTLIST_MESSAGES.kindInvalid],
    [{ kind: 'tactic', id: '1' }, 'id', SHORTLIST_MESSAGES.idInvalid],
    [{ kind: 'tactic', id: 1.5 }, 'id', SHORTLIST_MESSAGES.idInvalid],
    [{ kind: 'tactic', id: 0 }, 'id', SHORTLIST_MESSAGES.idInvalid],
    [{ kind: 'tactic', id: 1, note: 'x'.repeat(1001) }, 'note', 'Too long, maximum 1000 chars'],
    [{ kind: 'tactic', id: 1, note: 7 }, 'note', SHORTLIST_MESSAGES.noteInvalid],
    [{ kind: 'tactic', id: 1, note: 'bell\u0007' }, 'note', 'Control characters are not allowed'],
  ])('validates the item %j', async (body, field, message) => {
    const id = await newList(`Invalid ${crypto.randomUUID().slice(0, 8)}`)
    const res = await call(owner, 'PUT', `/shortlists/${id}/items`, body)
    expect(res.status).toBe(422)
    expect(res.body.errors[field]).toEqual([message])
  })

  it('removes an item, and answers removing it again without an error', async () => {
    const id = await newList('Remove')
    await call(owner, 'PUT', `/shortlists/${id}/items`, { kind: 'tactic', id: tacticIds[0] })
    const path = `/shortlists/${id}/items/tactic/${tacticIds[0]}`
    const first = await call(owner, 'DELETE', path)
    expect(first).toMatchObject({
      status: 200,
      body: { kind: 'tactic', id: tacticIds[0], removed: true },
    })
    expect((await call(owner, 'DELETE', path)).body.removed).toBe(false)
    expect((await call(owner, 'GET', `/shortlists/${id}`)).body.item_count).toBe(0)
    expect((await call(owner, 'DELETE', `/shortlists/${id}/items/brand/1`)).status).toBe(404)
    expect((await call(owner, 'DELETE', `/shortlists/${id}/items/tactic/abc`)).status).toBe(404)
  })

  it('renames a list and moves it to the top of the page by its last change', async () => {
    const id = await newList('Old name')
    await newList('Later list')
    const res = await call(owner, 'PATCH', `/shortlists/${id}`, { name: 'New name' })
    expect(res).toMatchObject({ status: 200, body: { shortlist: { id, name: 'New name' } } })
    const page = await call(owner, 'GET', '/shortlists')
    expect(page.body.shortlists[0]).toMatchObject({ id, name: 'New name' })
    // Its own name in another case is not "another list with this name".
    expect((await call(owner, 'PATCH', `/shortlists/${id}`, { name: 'NEW NAME' })).status).toBe(200)
    const taken = await call(owner, 'PATCH', `/shortlists/${id}`, { name: 'later list' })
    expect(taken.status).toBe(422)
    expect(taken.body.errors.name).toEqual([SHORTLIST_MESSAGES.nameTaken])
  })

  it('deletes a list with its items', async () => {
    const id = await newList('Doomed')
    await call(owner, 'PUT', `/shortlists/${id}/items`, { kind: 'vendor', id: vendor.id })
    expect(await call(owner, 'DELETE', `/shortlists/${id}`)).toMatchObject({
      status: 200,
      body: { deleted: true, id },
    })
    expect((await call(owner, 'GET', `/shortlists/${id}`)).status).toBe(404)
    const rows = await t.db.select().from(shortlistItems).where(eq(shortlistItems.shortlistId, id))
    expect(rows).toEqual([])
  })

  it('drops an item from every list when its tactic is deleted', async () => {
    const [doomed] = await t.db
      .insert(tactics)
      .values({ vendorId: vendor.id, name: 'Short-lived', description: 'x' })
      .returning()
    const id = await newList('Cascade')
    await call(owner, 'PUT', `/shortlists/${id}/items`, { kind: 'tactic', id: doomed?.id })
    await t.db.delete(tactics).where(eq(tactics.id, doomed?.id as number))
    expect((await call(owner, 'GET', `/shortlists/${id}`)).body.items).toEqual([])
  })

  it('answers 404 for ids that name no list', async () => {
    for (const id of ['0', '99999999', 'abc', '2147483648']) {
      const res = await call(owner, 'GET', `/shortlists/${id}`)
      expect(res).toEqual({
        status: 404,
        body: { errors: ['Shortlist not found'] },
        headers: res.headers,
      })
    }
  })

  it('applies a keyed write once and replays its answer', async () => {
    const key = crypto.randomUUID()
    const send = () =>
      call({ ...owner, 'Idempotency-Key': key }, 'POST', '/shortlists', { name: 'Keyed list' })
    const first = await send()
    const second = await send()
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.headers.get('Idempotent-Replayed')).toBe('true')
    expect(second.body).toEqual(first.body)
    const id = first.body.shortlist.id
    const put = (note: string) =>
      call({ ...owner, 'Idempotency-Key': `${key}-item` }, 'PUT', `/shortlists/${id}/items`, {
        kind: 'tactic',
        id: tacticIds[0],
        note,
      })
    expect((await put('one')).status).toBe(200)
    expect((await put('one')).headers.get('Idempotent-Replayed')).toBe('true')
    const reused = await put('two')
    expect(reused.status).toBe(422)
    expect(reused.body.errors).toEqual([
      'This Idempotency-Key was already used with a different request',
    ])
  })

  describe('limits', () => {
    it('refuses the 101st list of a user', async () => {
      const user = await createUser(t.db)
      const headers = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
      await t.db
        .insert(shortlists)
        .values(Array.from({ length: 99 }, (_, i) => ({ ownerId: user.id, name: `List ${i}` })))
      expect((await call(headers, 'POST', '/shortlists', { name: 'The 100th' })).status).toBe(201)
      const refused = await call(headers, 'POST', '/shortlists', { name: 'The 101st' })
      expect(refused.status).toBe(422)
      expect(refused.body.errors).toEqual({
        base: ['You can have at most 100 shortlists'],
        full_messages: ['You can have at most 100 shortlists'],
      })
    })

    it('refuses the 501st item with the spec text, and takes a repeat of one on it', async () => {
      const many = await t.db
        .insert(tactics)
        .values(
          Array.from({ length: 501 }, (_, i) => ({
            vendorId: vendor.id,
            name: `T${i}`,
            description: 'x',
          })),
        )
        .returning({ id: tactics.id })
      const id = await newList('Full')
      await t.db.insert(shortlistItems).values(
        many.slice(0, 500).map((row) => ({
          shortlistId: id,
          kind: 'tactic' as const,
          tacticId: row.id,
          addedBy: ownerId,
        })),
      )
      const path = `/shortlists/${id}/items`
      const refused = await call(owner, 'PUT', path, { kind: 'tactic', id: many[500]?.id })
      expect(refused.status).toBe(422)
      expect(refused.body.errors.full_messages).toEqual(['This shortlist is full (500 items)'])
      const repeat = await call(owner, 'PUT', path, { kind: 'tactic', id: many[0]?.id, note: 'ok' })
      expect(repeat.status).toBe(200)
      expect(
        (await call(owner, 'GET', `/shortlists/${id}?per_page=100&page=5`)).body.items,
      ).toHaveLength(100)
      expect((await call(owner, 'GET', `/shortlists/${id}?page=6`)).body.items).toEqual([])
    })
  })

  it('pages the lists', async () => {
    const user = await createUser(t.db)
    const headers = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
    for (const name of ['A', 'B', 'C']) await newList(name, headers)
    const first = await call(headers, 'GET', '/shortlists?per_page=2')
    expect(first.body).toMatchObject({ page: 1, per_page: 2, total_count: 3 })
    expect(first.body.shortlists.map((s: { name: string }) => s.name)).toEqual(['C', 'B'])
    const second = await call(headers, 'GET', '/shortlists?per_page=2&page=2')
    expect(second.body.shortlists.map((s: { name: string }) => s.name)).toEqual(['A'])
    for (const [query, field, message] of [
      ['per_page=101', 'per_page', 'Per page can be at most 100'],
      ['page=0', 'page', 'Page is not number'],
      ['page=x', 'page', 'Page is not number'],
    ]) {
      const res = await call(headers, 'GET', `/shortlists?${query}`)
      expect(res.status, query).toBe(422)
      expect(res.body.errors[field as string]).toEqual([message])
    }
  })

  it('answers which items are saved, and in which lists', async () => {
    const user = await createUser(t.db)
    const headers = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
    const a = await newList('A', headers)
    const b = await newList('B', headers)
    await call(headers, 'PUT', `/shortlists/${a}/items`, { kind: 'tactic', id: tacticIds[0] })
    await call(headers, 'PUT', `/shortlists/${b}/items`, { kind: 'tactic', id: tacticIds[0] })
    await call(headers, 'PUT', `/shortlists/${b}/items`, { kind: 'vendor', id: vendor.id })
    const res = await t.client.shortlists.saved_items.$get({}, { headers })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      saved_items: [
        { kind: 'tactic', id: tacticIds[0], shortlist_ids: [a, b] },
        { kind: 'vendor', id: vendor.id, shortlist_ids: [b] },
      ],
    })
  })

  it('gives the demo buyer a list shared with a colleague, and one shared back', async () => {
    const buyer = authHeaders(await signIn(t, 'buyer@demo.example'))
    const page = await call(buyer, 'GET', '/shortlists')
    expect(page.body.shortlists).toEqual([
      expect.objectContaining({ name: 'Trade show picks', own: true, item_count: 5 }),
      expect.objectContaining({
        name: 'Q3 sampling ideas',
        own: false,
        owner: expect.objectContaining({ first_name: 'Cole', last_name: 'Colleague' }),
      }),
    ])
    const detail = await call(buyer, 'GET', `/shortlists/${page.body.shortlists[0].id}`)
    expect(detail.body.members).toEqual([expect.objectContaining({ first_name: 'Cole' })])
    expect(
      detail.body.items.map((i: { added_by: { first_name: string } }) => i.added_by.first_name),
    ).toContain('Cole')
  })
})
