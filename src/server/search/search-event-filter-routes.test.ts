import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { EVENT_MESSAGES, utcDay } from '../../domain/events.ts'
import type { SearchFiltersResponse } from '../../domain/search-filters.ts'
import { SEARCH_QUERY_MESSAGES as M } from '../../domain/search-query-fields.ts'
import { approveExhibitor, removeExhibitor } from '../admin/admin-events.ts'
import { eventExhibitors, events, users } from '../db/schema/index.ts'
import { remainingFilters } from '../saved-searches/saved-search-filters.ts'
import { apiRequest, okJson } from '../testing/api-request.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createTactics, createVendor, uniqueWord } from './testing/catalogue-factories.ts'
import {
  type SearchRequests,
  searchRequests,
  tacticIds,
  vendorIds,
} from './testing/search-requests.ts'

const DAY_MS = 24 * 60 * 60_000
/** The server's day `days` from now, as the search decides which events it takes by it. */
const day = (days: number) => utcDay(new Date(Date.now() + days * DAY_MS))
const byId = (ids: number[]) => [...ids].sort((a, b) => a - b)

/** docs/api-search.md, "At {event name}": the `event` filter of both searches and its list. */
describe('search filter by event', () => {
  let t: TestApp
  let search: SearchRequests
  let headers: Record<string, string>
  let word: string
  let adminId: number
  let show: { id: number; name: string }
  const v: Record<'approved' | 'pending' | 'elsewhere', number> = {
    approved: 0,
    pending: 0,
    elsewhere: 0,
  }
  const tactics: Record<'approved' | 'pending' | 'elsewhere', number> = {
    approved: 0,
    pending: 0,
    elsewhere: 0,
  }

  async function newEvent(from: number, to = from) {
    const [row] = await t.db
      .insert(events)
      .values({
        name: `Show ${randomBytes(3).toString('hex')}`,
        venue: 'Hall',
        city: 'Chicago',
        startsOn: day(from),
        endsOn: day(to),
      })
      .returning()
    return row as typeof events.$inferSelect
  }

  const exhibit = (eventId: number, vendorId: number, booth: string, status = 'approved') =>
    t.db
      .insert(eventExhibitors)
      .values({ eventId, vendorId, booth, status: status as 'approved' | 'pending' })

  beforeAll(async () => {
    t = await createTestApp()
    headers = authHeaders(await signIn(t, 'buyer@demo.example'))
    search = searchRequests(t, headers)
    word = uniqueWord()
    const [admin] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@demo.example'))
    adminId = admin?.id as number
    show = await newEvent(3, 5)
    for (const key of ['approved', 'pending', 'elsewhere'] as const) {
      const vendor = await createVendor(t.db, { name: `${word} ${key}` })
      v[key] = vendor.id
      const [tactic] = await createTactics(t.db, [{ vendorId: vendor.id, name: `${word} ${key}` }])
      tactics[key] = tactic?.id as number
    }
    await exhibit(show.id, v.approved, 'A1')
    await exhibit(show.id, v.pending, 'A2', 'pending')
    await exhibit((await newEvent(10)).id, v.elsewhere, 'A1')
  })
  afterAll(() => t.close())

  const filterLists = async (h: Record<string, string>) =>
    (await okJson(await t.client.search_filters.$get({}, { headers: h }))) as SearchFiltersResponse

  it('offers every event on or upcoming as "At {event name}", the soonest first; none ended, none to visitors', async () => {
    const ended = await newEvent(-3, -1)
    const on = await newEvent(-1, 1)
    const lists = await filterLists(headers)
    const ids = lists.events.map((event) => event.id)
    expect(ids).toContain(on.id)
    expect(ids).not.toContain(ended.id)
    expect(ids.indexOf(on.id)).toBeLessThan(ids.indexOf(show.id))
    const starts = lists.events.map((event) => event.starts_on)
    expect(starts).toEqual([...starts].sort())
    expect(lists.events.find((event) => event.id === show.id)).toEqual({
      id: show.id,
      name: show.name,
      title: `At ${show.name}`,
      starts_on: day(3),
      ends_on: day(5),
      checked: false,
    })
    expect((await filterLists({})).events).toEqual([])
  })

  it('finds the event’s approved exhibitors only, with a keyword or without, counted by type', async () => {
    const found = await search.vendors({ keyword: word, event: show.id })
    expect(vendorIds(found)).toEqual([v.approved])
    expect(found.total_count).toBe(1)
    const filtersOnly = await search.vendors({ search_by: 'filters', event: show.id })
    expect(vendorIds(filtersOnly)).toContain(v.approved)
    expect(vendorIds(filtersOnly)).not.toContain(v.pending)
    expect(vendorIds(filtersOnly)).not.toContain(v.elsewhere)
    expect(found.vendor_type_counts).toEqual([])
    expect(byId(vendorIds(await search.vendors({ keyword: word })))).toEqual(
      byId([v.approved, v.pending, v.elsewhere]),
    )
  })

  it('finds the tactics of the event’s approved exhibitors only', async () => {
    const found = await search.tactics({ keyword: word, event: show.id })
    expect(tacticIds(found)).toEqual([tactics.approved])
    const all = await search.tactics({ search_by: 'filters', event: show.id })
    expect(all.vendor_tactic_data.every((item) => item.vendor.id === v.approved)).toBe(true)
    expect(all.total_count).toBe(1)
  })

  it('keeps no cached answer once an exhibitor is approved, removed or added', async () => {
    const event = await newEvent(7, 8)
    const atEvent = async () =>
      byId(vendorIds(await search.vendors({ keyword: word, event: event.id })))
    await exhibit(event.id, v.approved, 'B1')
    await exhibit(event.id, v.pending, 'B2', 'pending')
    expect(await atEvent()).toEqual([v.approved])

    await approveExhibitor(t.db, event.id, v.pending, adminId)
    expect(await atEvent()).toEqual(byId([v.approved, v.pending]))

    await removeExhibitor(t.db, event.id, v.approved, adminId)
    expect(await atEvent()).toEqual([v.pending])

    // A write the admin functions do not make (a migration, psql) reaches searches too.
    await exhibit(event.id, v.elsewhere, 'B3')
    expect(await atEvent()).toEqual(byId([v.pending, v.elsewhere]))
    await t.db
      .update(eventExhibitors)
      .set({ status: 'pending' })
      .where(and(eq(eventExhibitors.eventId, event.id), eq(eventExhibitors.vendorId, v.pending)))
    expect(await atEvent()).toEqual([v.elsewhere])
  })

  /** The 422 errors of a signed-in GET; fails on any other status. */
  const errorsOf = async (path: string) => {
    const res = await apiRequest(t, 'GET', path, undefined, headers)
    const body = await res.json()
    expect(res.status, JSON.stringify(body)).toBe(422)
    return body.errors as Record<string, string[]>
  }

  it('answers 422 on event for an id that names none, an event that has ended, or no id', async () => {
    const ended = await newEvent(-5, -1)
    for (const path of ['/vendor_search', '/tactic_search', '/path_to_purchase_search']) {
      const browse = path === '/path_to_purchase_search' ? '&tactic_type_id=1' : ''
      expect((await errorsOf(`${path}?event=999999${browse}`)).event).toEqual([
        M.unknownIds('event', [999999]),
      ])
      expect((await errorsOf(`${path}?event=${ended.id}${browse}`)).event).toEqual([
        EVENT_MESSAGES.eventEnded,
      ])
      expect((await errorsOf(`${path}?event=abc${browse}`)).event).toEqual([M.notId])
    }
    // With other unknown ids, each parameter says its own.
    const both = await errorsOf(`/vendor_search?event=999999&vendor_type_ids[]=999999`)
    expect(both).toMatchObject({
      event: [M.unknownIds('event', [999999])],
      vendor_type_ids: [M.unknownIds('vendor types', [999999])],
    })
  })

  it('is for signed-in users: a visitor naming an event gets 401', async () => {
    const res = await apiRequest(t, 'GET', `/vendor_search?event=${show.id}`)
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ errors: [AUTH_MESSAGES.unauthenticated] })
    expect((await apiRequest(t, 'GET', `/tactic_search?search_by=filters`)).status).toBe(200)
  })

  it('drops an ended event from a saved search, which keeps what remains', async () => {
    const ended = await newEvent(-4, -2)
    const saved = { tab: 'vendors' as const, keyword: word, event: ended.id }
    expect(await remainingFilters(t.db, saved)).toEqual({
      query: { tab: 'vendors', keyword: word },
      missing: true,
    })
    const current = { ...saved, event: show.id }
    expect(await remainingFilters(t.db, current)).toEqual({ query: current, missing: false })
  })
})
