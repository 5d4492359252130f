import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHORTLIST_MESSAGES } from '../../domain/shortlists.ts'
import { tactics } from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createCompany, createUser, TEST_PASSWORD } from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createVendorActors, type VendorActors } from '../testing/vendor-actors.ts'

type Headers = Record<string, string>
type Person = Awaited<ReturnType<typeof createUser>>

/**
 * docs/spec/workspace.md §1 "Share": the owner shares with colleagues of the own company; they add,
 * remove and annotate, but neither rename, delete nor re-share (403); anyone else gets 404.
 */
describe('sharing a shortlist', () => {
  let t: TestApp
  let actors: VendorActors
  let tacticId: number
  const people: Record<string, Person> = {}
  const headers: Record<string, Headers> = {}

  beforeAll(async () => {
    t = await createTestApp()
    actors = await createVendorActors(t)
    const [tactic] = await t.db
      .insert(tactics)
      .values({ vendorId: actors.vendor.id, name: 'Coupons', description: 'x' })
      .returning()
    tacticId = tactic?.id as number
    const cpg = await createCompany(t.db, { companyType: 'cpg' })
    const rival = await createCompany(t.db, { companyType: 'cpg' })
    const accounts: Record<string, Partial<Person>> = {
      owner: { companyId: cpg.id, firstName: 'Olga', lastName: 'Owner' },
      member: { companyId: cpg.id, firstName: 'Mia', lastName: 'Member' },
      colleague: { companyId: cpg.id, firstName: 'Cal', lastName: 'Colleague' },
      stranger: { companyId: rival.id, firstName: 'Sly', lastName: 'Stranger' },
    }
    for (const [name, overrides] of Object.entries(accounts)) {
      people[name] = await createUser(t.db, overrides)
      headers[name] = authHeaders(await signIn(t, people[name]?.email as string, TEST_PASSWORD))
    }
  })
  afterAll(() => t.close())

  const id = (name: string) => (people[name] as Person).id

  async function call(who: string, method: string, path: string, body?: unknown) {
    const res = await apiRequest(
      t,
      method,
      path,
      body,
      headers[who] ?? actors.headers[who as 'visitor'],
    )
    return { status: res.status, body: await res.json() }
  }

  /** A list of the owner's, shared with the member. */
  async function sharedList(name: string): Promise<number> {
    const created = await call('owner', 'POST', '/shortlists', { name })
    const listId = created.body.shortlist.id as number
    const shared = await call('owner', 'PUT', `/shortlists/${listId}/members`, {
      user_ids: [id('member')],
    })
    expect(shared.status).toBe(200)
    return listId
  }

  it('shares with a colleague, who sees it under "Shared with me"', async () => {
    const listId = await sharedList('Shared')
    const page = await call('member', 'GET', '/shortlists')
    expect(page.body.shortlists).toEqual([
      expect.objectContaining({
        id: listId,
        own: false,
        owner: { id: id('owner'), first_name: 'Olga', last_name: 'Owner' },
      }),
    ])
    const detail = await call('owner', 'GET', `/shortlists/${listId}`)
    expect(detail.body.members).toEqual([
      { id: id('member'), first_name: 'Mia', last_name: 'Member' },
    ])
  })

  it('lets the member add, annotate and remove items, named as who added them', async () => {
    const listId = await sharedList('Edited together')
    const path = `/shortlists/${listId}/items`
    const added = await call('member', 'PUT', path, { kind: 'tactic', id: tacticId, note: 'Mine' })
    expect(added.status).toBe(200)
    expect(added.body.item.added_by).toEqual({
      id: id('member'),
      first_name: 'Mia',
      last_name: 'Member',
    })
    // The owner adds the same item again: still one, still the member's, the owner's note wins.
    const again = await call('owner', 'PUT', path, {
      kind: 'tactic',
      id: tacticId,
      note: 'Owner says',
    })
    expect(again.body.item).toMatchObject({ note: 'Owner says', added_by: { id: id('member') } })
    const detail = await call('member', 'GET', `/shortlists/${listId}`)
    expect(detail.body.item_count).toBe(1)
    const removed = await call('member', 'DELETE', `/shortlists/${listId}/items/tactic/${tacticId}`)
    expect(removed.body.removed).toBe(true)
  })

  it.each([
    ['PATCH', '', { name: 'Renamed' }],
    ['DELETE', '', undefined],
    ['PUT', '/members', { user_ids: [] }],
    ['GET', '/colleagues', undefined],
  ])('refuses the member %s /shortlists/{id}%s with 403', async (method, suffix, body) => {
    const listId = await sharedList(`Member ${method} ${suffix}`)
    const res = await call('member', method, `/shortlists/${listId}${suffix}`, body)
    expect(res).toEqual({
      status: 403,
      body: { errors: ['Access to this resource on the server is denied'] },
    })
  })

  it('answers a colleague it is not shared with, and another company, as if it did not exist', async () => {
    const listId = await sharedList('Private')
    for (const who of ['colleague', 'stranger', 'super_admin']) {
      for (const [method, suffix, body] of [
        ['GET', '', undefined],
        ['PATCH', '', { name: 'Mine now' }],
        ['DELETE', '', undefined],
        ['PUT', '/items', { kind: 'tactic', id: tacticId }],
        ['DELETE', `/items/tactic/${tacticId}`, undefined],
        ['PUT', '/members', { user_ids: [id(who === 'super_admin' ? 'owner' : who)] }],
        ['GET', '/colleagues', undefined],
        ['DELETE', '/members/me', undefined],
      ] as const) {
        const res = await call(who, method, `/shortlists/${listId}${suffix}`, body)
        expect(res, `${who} ${method} ${suffix}`).toEqual({
          status: 404,
          body: { errors: [SHORTLIST_MESSAGES.notFound] },
        })
      }
    }
    expect((await call('colleague', 'GET', '/shortlists')).body.total_count).toBe(0)
  })

  it.each(['vendor_user', 'vendor_admin', 'other_vendor_admin'] as const)(
    'refuses %s every shortlist call with 403, and a visitor with 401',
    async (role) => {
      const listId = await sharedList(`Roles ${role}`)
      for (const [method, path] of [
        ['GET', '/shortlists'],
        ['POST', '/shortlists'],
        ['GET', '/shortlists/saved_items'],
        ['GET', `/shortlists/${listId}`],
        ['PUT', `/shortlists/${listId}/items`],
      ] as const) {
        const body = method === 'GET' ? undefined : { name: 'x', kind: 'tactic', id: tacticId }
        expect((await call(role, method, path, body)).status, `${role} ${method} ${path}`).toBe(403)
        expect(
          (await call('visitor', method, path, body)).status,
          `visitor ${method} ${path}`,
        ).toBe(401)
      }
    },
  )

  it('lists the colleagues the owner may pick, marking those it is shared with', async () => {
    const listId = await sharedList('Pick')
    const res = await call('owner', 'GET', `/shortlists/${listId}/colleagues`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      colleagues: [
        {
          id: id('colleague'),
          first_name: 'Cal',
          last_name: 'Colleague',
          email: people.colleague?.email,
          shared: false,
        },
        {
          id: id('member'),
          first_name: 'Mia',
          last_name: 'Member',
          email: people.member?.email,
          shared: true,
        },
      ],
      page: 1,
      per_page: 100,
      total_count: 2,
    })
  })

  it('refuses ids that are not colleagues with one message naming them, and changes nothing', async () => {
    const listId = await sharedList('Strangers')
    const deactivated = await createUser(t.db, {
      companyId: people.owner?.companyId,
      deactivatedAt: new Date(),
    })
    const refused = [id('stranger'), id('owner'), deactivated.id, 2_000_000_000]
    const res = await call('owner', 'PUT', `/shortlists/${listId}/members`, {
      user_ids: [id('colleague'), ...refused],
    })
    expect(res.status).toBe(422)
    expect(res.body.errors.user_ids).toEqual([
      `${refused.join(', ')}: a shortlist is shared only with colleagues of your company`,
    ])
    const detail = await call('owner', 'GET', `/shortlists/${listId}`)
    expect(detail.body.members.map((m: { id: number }) => m.id)).toEqual([id('member')])
  })

  it.each([
    [{}, 'user_ids is required'],
    [{ user_ids: 'all' }, SHORTLIST_MESSAGES.userIdsInvalid],
    [{ user_ids: ['1'] }, SHORTLIST_MESSAGES.idInvalid],
    [{ user_ids: Array.from({ length: 101 }, (_, i) => i + 1) }, SHORTLIST_MESSAGES.tooManyMembers],
  ])('validates user_ids of %j', async (body, message) => {
    const listId = await sharedList(`Invalid ${JSON.stringify(body).slice(0, 30)}`)
    const res = await call('owner', 'PUT', `/shortlists/${listId}/members`, body)
    expect(res.status).toBe(422)
    expect(res.body.errors.full_messages).toEqual([message])
  })

  it('replaces the members: one left out loses the list', async () => {
    const listId = await sharedList('Replaced')
    const res = await call('owner', 'PUT', `/shortlists/${listId}/members`, {
      user_ids: [id('colleague'), id('colleague')],
    })
    expect(res.body.members.map((m: { id: number }) => m.id)).toEqual([id('colleague')])
    expect((await call('member', 'GET', `/shortlists/${listId}`)).status).toBe(404)
    expect((await call('colleague', 'GET', `/shortlists/${listId}`)).status).toBe(200)
  })

  it('lets a member leave, and not the owner', async () => {
    const listId = await sharedList('Left')
    const owner = await call('owner', 'DELETE', `/shortlists/${listId}/members/me`)
    expect(owner).toEqual({ status: 403, body: { errors: [SHORTLIST_MESSAGES.ownerCannotLeave] } })
    const left = await call('member', 'DELETE', `/shortlists/${listId}/members/me`)
    expect(left).toEqual({ status: 200, body: { left: true, id: listId } })
    expect((await call('member', 'GET', `/shortlists/${listId}`)).status).toBe(404)
    expect((await call('owner', 'GET', `/shortlists/${listId}`)).body.members).toEqual([])
  })

  it('takes the deleted list from its members too', async () => {
    const listId = await sharedList('Gone for all')
    expect((await call('owner', 'DELETE', `/shortlists/${listId}`)).status).toBe(200)
    expect((await call('member', 'GET', `/shortlists/${listId}`)).status).toBe(404)
  })

  it('counts a list shared with the user in the saved items', async () => {
    const listId = await sharedList('Saved for both')
    await call('owner', 'PUT', `/shortlists/${listId}/items`, { kind: 'tactic', id: tacticId })
    const saved = await call('member', 'GET', '/shortlists/saved_items')
    expect(saved.body.saved_items).toContainEqual({
      kind: 'tactic',
      id: tacticId,
      shortlist_ids: [listId],
    })
    expect((await call('colleague', 'GET', '/shortlists/saved_items')).body.saved_items).toEqual([])
  })

  it('lets a super_admin keep lists of their own, shared with no one', async () => {
    const created = await call('super_admin', 'POST', '/shortlists', { name: 'Admin picks' })
    expect(created.status).toBe(201)
    const listId = created.body.shortlist.id
    expect(
      (await call('super_admin', 'GET', `/shortlists/${listId}/colleagues`)).body.total_count,
    ).toBe(0)
    const shared = await call('super_admin', 'PUT', `/shortlists/${listId}/members`, {
      user_ids: [id('owner')],
    })
    expect(shared.status).toBe(422)
  })
})
