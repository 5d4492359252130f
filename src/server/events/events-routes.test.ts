import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { EVENT_MESSAGES, type EventSummary, utcDay } from '../../domain/events.ts'
import { adminAuditEvents, eventExhibitors, events } from '../db/schema/index.ts'
import { IDEMPOTENCY_MESSAGES } from '../idempotency/idempotency-middleware.ts'
import { CONTROL_CHARACTERS } from '../input-limits.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createVendor } from '../testing/factories.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { type Actor, createVendorActors, type VendorActors } from '../testing/vendor-actors.ts'
import { VENDOR_NOT_FOUND } from '../vendors/vendor-json.ts'
import { eventPage } from './event-queries.ts'

const DAY_MS = 24 * 60 * 60_000
const unique = () => randomBytes(4).toString('hex')
/** The server's day `days` from now, as the calls decide stages by it. */
const day = (days: number) => utcDay(new Date(Date.now() + days * DAY_MS))

/** docs/api-events.md: the events, their exhibitors, and a booth set or asked for. */
describe('trade-show events', () => {
  let t: TestApp
  let actors: VendorActors

  beforeAll(async () => {
    t = await createTestApp()
    actors = await createVendorActors(t)
  })
  afterAll(() => t.close())

  async function call(who: Actor, method: string, path: string, body?: unknown, extra = {}) {
    const res = await apiRequest(t, method, path, body, { ...actors.headers[who], ...extra })
    return { status: res.status, body: await res.json(), headers: res.headers }
  }

  /** An event from `from` to `to` days from today. */
  async function newEvent(from: number, to = from, name = `Show ${unique()}`) {
    const [row] = await t.db
      .insert(events)
      .values({ name, venue: 'Hall', city: 'Chicago', startsOn: day(from), endsOn: day(to) })
      .returning()
    return row as typeof events.$inferSelect
  }

  async function exhibit(
    eventId: number,
    vendorId: number,
    booth: string,
    status: 'approved' | 'pending' = 'approved',
  ) {
    await t.db.insert(eventExhibitors).values({ eventId, vendorId, booth, status })
  }

  const entryOf = async (eventId: number, vendorId: number) =>
    (
      await t.db
        .select()
        .from(eventExhibitors)
        .where(and(eq(eventExhibitors.eventId, eventId), eq(eventExhibitors.vendorId, vendorId)))
    )[0]

  it('lists events on and upcoming first, the soonest first, then past ones, the latest first', async () => {
    const pastOld = await newEvent(-40, -38)
    const pastRecent = await newEvent(-3, -1)
    const today = await newEvent(0)
    const on = await newEvent(-1, 1)
    const soon = await newEvent(1, 2)
    const later = await newEvent(30, 31)
    const [a, b, c] = [actors.vendor, actors.other, await createVendor(t.db)]
    await exhibit(soon.id, a.id, 'A1')
    await exhibit(soon.id, b.id, 'A2')
    await exhibit(soon.id, c.id, 'A3', 'pending')

    const list = await call('cpg_user', 'GET', '/events?per_page=100')
    expect(list.status).toBe(200)
    expect(list.body).toMatchObject({ page: 1, per_page: 100 })
    const listed = list.body.events as EventSummary[]
    expect(list.body.total).toBe(listed.length)
    const mine = [on, today, soon, later, pastRecent, pastOld].map((e) => e.id)
    expect(listed.map((e) => e.id).filter((id) => mine.includes(id))).toEqual(mine)
    const stages = listed.map((e) => e.stage)
    expect(stages.lastIndexOf('upcoming')).toBeLessThan(stages.indexOf('past'))
    expect(stages.lastIndexOf('on')).toBeLessThan(stages.indexOf('past'))
    const byId = new Map(listed.map((e) => [e.id, e]))
    expect(byId.get(soon.id)).toEqual({
      id: soon.id,
      name: soon.name,
      venue: 'Hall',
      city: 'Chicago',
      starts_on: day(1),
      ends_on: day(2),
      stage: 'upcoming',
      exhibitor_count: 2,
    })
    expect([today, on, pastRecent].map((e) => byId.get(e.id)?.stage)).toEqual(['on', 'on', 'past'])

    const second = await call('vendor_user', 'GET', '/events?per_page=2&page=2')
    expect(second.body.events).toEqual(listed.slice(2, 4))
    expect(second.body.total).toBe(listed.length)
  })

  it('decides the stages by the day it is given', async () => {
    const event = await newEvent(5, 6)
    const before = await eventPage(t.db, '2000-01-01', { page: 1, perPage: 100 })
    expect(before.events.find((e) => e.id === event.id)?.stage).toBe('upcoming')
    expect(new Set(before.events.map((e) => e.stage))).toEqual(new Set(['upcoming']))
    const after = await eventPage(t.db, '2999-01-01', { page: 1, perPage: 100 })
    expect(new Set(after.events.map((e) => e.stage))).toEqual(new Set(['past']))
    const ends = after.events.map((e) => e.ends_on)
    expect(ends).toEqual([...ends].sort().reverse())
  })

  it('lists the approved exhibitors in the floor’s order, found by name or booth, by name, paged', async () => {
    const event = await newEvent(10, 12)
    // Names without random parts, so no search below finds one by chance.
    const named = async (name: string, logoUrl: string | null = null) =>
      createVendor(t.db, { name: `${name} (exhibitor test)`, logoUrl })
    const zeta = await named('Zeta Displays', '/uploads/zeta.png')
    const alpha = await named('alpha Media')
    const beta = await named('Beta 100%')
    const gamma = await named('Gamma Works')
    const delta = await named('Delta Signs')
    const waiting = await named('Waiting Co')
    await exhibit(event.id, zeta.id, 'A10')
    await exhibit(event.id, alpha.id, 'a2')
    await exhibit(event.id, beta.id, 'Hall 2-10')
    await exhibit(event.id, gamma.id, 'Hall 2-9')
    await exhibit(event.id, delta.id, 'B1')
    await exhibit(event.id, waiting.id, 'A3', 'pending')

    const page = async (query = '') =>
      (await call('cpg_user', 'GET', `/events/${event.id}${query}`)).body
    const booths = (body: { exhibitors: { booth: string }[] }) =>
      body.exhibitors.map((e) => e.booth)

    const all = await page()
    expect(all.event).toMatchObject({ id: event.id, stage: 'upcoming', exhibitor_count: 5 })
    expect(booths(all)).toEqual(['a2', 'A10', 'B1', 'Hall 2-9', 'Hall 2-10'])
    expect(all).toMatchObject({ page: 1, per_page: 50, total: 5, own_requests: [] })
    expect(all.exhibitors[1]).toEqual({
      vendor: { id: zeta.id, name: zeta.name, logo_url: '/uploads/zeta.png' },
      booth: 'A10',
    })
    const byName = await page('?sort=name')
    expect(byName.exhibitors.map((e: { vendor: { id: number } }) => e.vendor.id)).toEqual(
      [alpha, beta, delta, gamma, zeta].map((v) => v.id),
    )
    expect(booths(await page('?q=a1'))).toEqual(['A10'])
    expect(booths(await page('?q=hall%202'))).toEqual(['Hall 2-9', 'Hall 2-10'])
    expect(booths(await page('?q=%20MEDIA%20'))).toEqual(['a2'])
    // % is a character like any other: only Beta 100% holds it.
    expect(booths(await page('?q=%25'))).toEqual(['Hall 2-10'])
    expect(booths(await page('?q=waiting'))).toEqual([])
    const second = await page('?per_page=2&page=2')
    expect(booths(second)).toEqual(['B1', 'Hall 2-9'])
    expect(second).toMatchObject({ page: 2, per_page: 2, total: 5 })
  })

  it('answers an unknown event 404 and a query it cannot read 422', async () => {
    for (const path of ['/events/999999999', '/events/abc', '/events/0']) {
      const res = await call('cpg_user', 'GET', path)
      expect(res.status).toBe(404)
      expect(res.body.errors).toEqual([EVENT_MESSAGES.notFound])
    }
    const put = await call(
      'super_admin',
      'PUT',
      `/events/999999999/exhibitors/${actors.vendor.id}`,
      {
        booth: 'A1',
      },
    )
    expect(put.status).toBe(404)
    expect(put.body.errors).toEqual([EVENT_MESSAGES.notFound])
    const event = await newEvent(3)
    const unknownVendor = await call(
      'super_admin',
      'PUT',
      `/events/${event.id}/exhibitors/999999999`,
      {
        booth: 'A1',
      },
    )
    expect(unknownVendor.status).toBe(404)
    expect(unknownVendor.body.errors).toEqual([VENDOR_NOT_FOUND])

    const sort = await call('cpg_user', 'GET', `/events/${event.id}?sort=price`)
    expect(sort.status).toBe(422)
    expect(sort.body.errors.sort).toEqual([EVENT_MESSAGES.sortInvalid])
    const long = await call('cpg_user', 'GET', `/events/${event.id}?q=${'x'.repeat(61)}`)
    expect(long.body.errors.q).toEqual([EVENT_MESSAGES.queryTooLong])
    expect((await call('cpg_user', 'GET', '/events?per_page=101')).status).toBe(422)
  })

  it('asks a visitor to sign in', async () => {
    const event = await newEvent(3)
    for (const [method, path] of [
      ['GET', '/events'],
      ['GET', `/events/${event.id}`],
      ['PUT', `/events/${event.id}/exhibitors/${actors.vendor.id}`],
    ] as const) {
      const res = await call(
        'visitor',
        method,
        path,
        method === 'PUT' ? { booth: 'A1' } : undefined,
      )
      expect(res.status).toBe(401)
      expect(res.body.errors).toEqual([AUTH_MESSAGES.unauthenticated])
    }
  })

  it('lets only the vendor’s own admin and a super_admin set its booth', async () => {
    const event = await newEvent(3)
    const path = `/events/${event.id}/exhibitors/${actors.vendor.id}`
    for (const who of [
      'cpg_user',
      'vendor_user',
      'other_vendor_admin',
      'other_vendor_user',
    ] as const) {
      const res = await call(who, 'PUT', path, { booth: 'A1' })
      expect(res.status, who).toBe(403)
      expect(res.body.errors).toEqual([AUTH_MESSAGES.forbidden])
    }
    expect(await entryOf(event.id, actors.vendor.id)).toBeUndefined()
    const own = await call(
      'other_vendor_admin',
      'PUT',
      `/events/${event.id}/exhibitors/${actors.other.id}`,
      {
        booth: 'A1',
      },
    )
    expect(own.body.exhibitor).toEqual({
      vendor_id: actors.other.id,
      booth: 'A1',
      status: 'pending',
    })
  })

  it('takes a vendor’s request pending until a super_admin approves it, and a new booth back to pending', async () => {
    const event = await newEvent(7, 8)
    const path = `/events/${event.id}/exhibitors/${actors.vendor.id}`
    const asked = await call('vendor_admin', 'PUT', path, { booth: ' C  12 ' })
    expect(asked.status).toBe(200)
    const pending = { vendor_id: actors.vendor.id, booth: 'C 12', status: 'pending' }
    expect(asked.body).toEqual({ exhibitor: pending })

    for (const who of ['vendor_admin', 'vendor_user'] as const) {
      const seen = await call(who, 'GET', `/events/${event.id}`)
      expect(seen.body.own_requests, who).toEqual([pending])
      expect(seen.body.exhibitors).toEqual([])
      expect(seen.body.event.exhibitor_count).toBe(0)
    }
    expect(
      (await call('other_vendor_admin', 'GET', `/events/${event.id}`)).body.own_requests,
    ).toEqual([])
    expect((await call('super_admin', 'GET', `/events/${event.id}`)).body.own_requests).toEqual([])

    const approval = `/admin/events/${event.id}/exhibitors/${actors.vendor.id}/approval`
    expect((await call('super_admin', 'PUT', approval)).status).toBe(200)
    const approved = { ...pending, status: 'approved' }
    const shown = await call('vendor_user', 'GET', `/events/${event.id}`)
    expect(shown.body.own_requests).toEqual([approved])
    expect(shown.body.exhibitors.map((e: { booth: string }) => e.booth)).toEqual(['C 12'])
    expect(shown.body.event.exhibitor_count).toBe(1)

    // The same booth again changes nothing; another is a new request.
    expect((await call('vendor_admin', 'PUT', path, { booth: 'C 12' })).body.exhibitor).toEqual(
      approved,
    )
    const moved = await call('vendor_admin', 'PUT', path, { booth: 'C 14' })
    expect(moved.body.exhibitor).toEqual({ ...pending, booth: 'C 14' })
    expect((await entryOf(event.id, actors.vendor.id))?.approvedAt).toBeNull()
    expect((await call('cpg_user', 'GET', `/events/${event.id}`)).body.exhibitors).toEqual([])

    // A super_admin's booth is approved at once, and kept in the audit log.
    const set = await call('super_admin', 'PUT', path, { booth: 'C 15' })
    expect(set.body.exhibitor).toEqual({ ...approved, booth: 'C 15' })
    const [logged] = await t.db
      .select()
      .from(adminAuditEvents)
      .where(
        and(
          eq(adminAuditEvents.action, 'event.exhibitor_saved'),
          eq(adminAuditEvents.targetId, event.id),
        ),
      )
    expect(logged).toMatchObject({
      targetKind: 'event',
      targetLabel: event.name,
      before: { vendor_id: actors.vendor.id, booth: 'C 14', status: 'pending' },
      after: { vendor_id: actors.vendor.id, booth: 'C 15', status: 'approved' },
    })
  })

  it('keeps a booth to one exhibitor, pending or approved, whatever the case', async () => {
    const event = await newEvent(4)
    const third = await createVendor(t.db)
    await exhibit(event.id, third.id, 'D 7', 'pending')
    await exhibit(event.id, actors.vendor.id, 'D 8')
    for (const booth of ['d 7', 'D  8']) {
      const res = await call(
        'other_vendor_admin',
        'PUT',
        `/events/${event.id}/exhibitors/${actors.other.id}`,
        {
          booth,
        },
      )
      expect(res.status, booth).toBe(422)
      expect(res.body.errors).toEqual({
        booth: [EVENT_MESSAGES.boothTaken],
        full_messages: [EVENT_MESSAGES.boothTaken],
      })
    }
    const taken = await call('super_admin', 'PUT', `/events/${event.id}/exhibitors/${third.id}`, {
      booth: 'D 8',
    })
    expect(taken.body.errors.booth).toEqual([EVENT_MESSAGES.boothTaken])
    expect((await entryOf(event.id, third.id))?.booth).toBe('D 7')
    expect(await entryOf(event.id, actors.other.id)).toBeUndefined()
  })

  it('takes no booth at an event that has ended; one that is on still takes them', async () => {
    const ended = await newEvent(-5, -1)
    for (const who of ['vendor_admin', 'super_admin'] as const) {
      const res = await call(who, 'PUT', `/events/${ended.id}/exhibitors/${actors.vendor.id}`, {
        booth: 'E1',
      })
      expect(res.status, who).toBe(422)
      expect(res.body.errors.base).toEqual([EVENT_MESSAGES.eventEnded])
    }
    expect(await entryOf(ended.id, actors.vendor.id)).toBeUndefined()
    const on = await newEvent(0, 2)
    const res = await call(
      'vendor_admin',
      'PUT',
      `/events/${on.id}/exhibitors/${actors.vendor.id}`,
      {
        booth: 'E1',
      },
    )
    expect(res.status).toBe(200)
  })

  it.each([
    [{}, 'booth is required'],
    [{ booth: '   ' }, EVENT_MESSAGES.boothRequired],
    [{ booth: 7 }, EVENT_MESSAGES.boothRequired],
    [{ booth: 'A/7' }, EVENT_MESSAGES.boothInvalid],
    [{ booth: '-A7' }, EVENT_MESSAGES.boothInvalid],
    [{ booth: 'B'.repeat(13) }, 'Booth number is too long (maximum is 12 characters)'],
    [{ booth: 'A\u00007' }, CONTROL_CHARACTERS],
    [{ booth: 'A\t7' }, CONTROL_CHARACTERS],
  ])('refuses the booth of %j: %s', async (body, message) => {
    const event = await newEvent(3)
    const res = await call(
      'vendor_admin',
      'PUT',
      `/events/${event.id}/exhibitors/${actors.vendor.id}`,
      body,
    )
    expect(res.status).toBe(422)
    expect(res.body.errors.booth).toEqual([message])
  })

  it('applies a booth once under one Idempotency-Key', async () => {
    const event = await newEvent(3)
    const path = `/events/${event.id}/exhibitors/${actors.vendor.id}`
    const key = { 'idempotency-key': `booth-${unique()}` }
    const first = await call('super_admin', 'PUT', path, { booth: 'F1' }, key)
    const again = await call('super_admin', 'PUT', path, { booth: 'F1' }, key)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    const logged = await t.db
      .select()
      .from(adminAuditEvents)
      .where(and(eq(adminAuditEvents.targetKind, 'event'), eq(adminAuditEvents.targetId, event.id)))
    expect(logged).toHaveLength(1)
    const other = await call('super_admin', 'PUT', path, { booth: 'F2' }, key)
    expect(other.status).toBe(422)
    expect(other.body.errors).toEqual([IDEMPOTENCY_MESSAGES.reused])
  })
})
