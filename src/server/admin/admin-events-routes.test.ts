import { randomBytes } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { EVENT_MESSAGES, utcDay } from '../../domain/events.ts'
import { MESSAGES } from '../../domain/fields.ts'
import { adminAuditEvents, eventExhibitors, events, users } from '../db/schema/index.ts'
import { CONTROL_CHARACTERS } from '../input-limits.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createVendor } from '../testing/factories.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { type Actor, createVendorActors, type VendorActors } from '../testing/vendor-actors.ts'
import { mergeCompanies } from './company-merge.ts'

const DAY_MS = 24 * 60 * 60_000
const unique = () => randomBytes(4).toString('hex')
const day = (days: number) => utcDay(new Date(Date.now() + days * DAY_MS))

/** docs/api-admin.md "Events": a super_admin keeps the events, their exhibitors and requests. */
describe('events in the admin site', () => {
  let t: TestApp
  let actors: VendorActors
  let adminId: number

  beforeAll(async () => {
    t = await createTestApp()
    actors = await createVendorActors(t)
    const [admin] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, actors.headers.super_admin.uid as string))
    adminId = admin?.id as number
  })
  afterAll(() => t.close())

  async function call(who: Actor, method: string, path: string, body?: unknown, extra = {}) {
    const res = await apiRequest(t, method, path, body, { ...actors.headers[who], ...extra })
    return { status: res.status, body: await res.json() }
  }

  const input = (overrides: Record<string, unknown> = {}) => ({
    name: `Expo ${unique()}`,
    venue: 'Moscone Center',
    city: 'San Francisco',
    starts_on: day(10),
    ends_on: day(12),
    ...overrides,
  })

  async function created(overrides: Record<string, unknown> = {}) {
    const res = await call('super_admin', 'POST', '/admin/events', input(overrides))
    expect(res.status).toBe(201)
    return res.body.event as { id: number; name: string; [key: string]: unknown }
  }

  const auditOf = async (action: string, eventId: number) =>
    t.db
      .select()
      .from(adminAuditEvents)
      .where(
        and(
          eq(adminAuditEvents.action, action),
          eq(adminAuditEvents.targetKind, 'event'),
          eq(adminAuditEvents.targetId, eventId),
        ),
      )
      .orderBy(desc(adminAuditEvents.id))

  it('is a super_admin’s only', async () => {
    for (const who of ['cpg_user', 'vendor_user', 'vendor_admin'] as const) {
      const res = await call(who, 'POST', '/admin/events', input())
      expect(res.status, who).toBe(403)
      expect(res.body.errors).toEqual([AUTH_MESSAGES.forbidden])
    }
    expect((await call('visitor', 'GET', '/admin/events')).status).toBe(401)
  })

  it('creates an event, trimmed, with its counts, and logs it', async () => {
    const name = `  Natural Products Expo ${unique()} `
    const event = await created({ name, venue: ' Anaheim Convention Center ' })
    expect(event).toMatchObject({
      name: name.trim(),
      venue: 'Anaheim Convention Center',
      city: 'San Francisco',
      starts_on: day(10),
      ends_on: day(12),
      stage: 'upcoming',
      exhibitor_count: 0,
      pending_count: 0,
    })
    expect(event.created_at).toEqual(expect.any(String))
    const [logged] = await auditOf('event.created', event.id)
    expect(logged).toMatchObject({
      actorId: adminId,
      targetLabel: name.trim(),
      before: null,
      after: {
        name: name.trim(),
        venue: 'Anaheim Convention Center',
        city: 'San Francisco',
        starts_on: day(10),
        ends_on: day(12),
      },
    })
    const shown = await call('cpg_user', 'GET', `/events/${event.id}`)
    expect(shown.body.event.name).toBe(name.trim())
  })

  it.each([
    [{ name: '  ' }, 'name', EVENT_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(121) }, 'name', MESSAGES.tooLong(120)],
    [{ name: 'Expo\u0000' }, 'name', CONTROL_CHARACTERS],
    [{ venue: '' }, 'venue', EVENT_MESSAGES.venueRequired],
    [{ city: '' }, 'city', EVENT_MESSAGES.cityRequired],
    [{ city: undefined }, 'city', 'city is required'],
    [{ starts_on: '2026-02-30' }, 'starts_on', EVENT_MESSAGES.dateInvalid],
    [{ starts_on: '2026/03/01' }, 'starts_on', EVENT_MESSAGES.dateInvalid],
    // A day PostgreSQL has not (there is no year 0) is refused, never a server error.
    [{ starts_on: '0000-01-01' }, 'starts_on', EVENT_MESSAGES.dateInvalid],
    [{ ends_on: '2026-13-01' }, 'ends_on', EVENT_MESSAGES.dateInvalid],
    [{ ends_on: 20260301 }, 'ends_on', EVENT_MESSAGES.dateInvalid],
    [{ starts_on: day(5), ends_on: day(4) }, 'ends_on', EVENT_MESSAGES.endsBeforeStart],
  ])('refuses %j with a message on %s', async (overrides, field, message) => {
    const res = await call('super_admin', 'POST', '/admin/events', input(overrides))
    expect(res.status).toBe(422)
    expect(res.body.errors[field]).toEqual([message])
  })

  it('changes every field, logs what changed, and nothing for the same values', async () => {
    const event = await created()
    const changed = input({ name: 'Renamed Expo', starts_on: day(-3), ends_on: day(-2) })
    const res = await call('super_admin', 'PATCH', `/admin/events/${event.id}`, changed)
    expect(res.status).toBe(200)
    expect(res.body.event).toMatchObject({ ...changed, stage: 'past' })
    const again = await call('super_admin', 'PATCH', `/admin/events/${event.id}`, changed)
    expect(again.status).toBe(200)
    const logged = await auditOf('event.changed', event.id)
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({
      targetLabel: event.name,
      before: { name: event.name, starts_on: day(10), ends_on: day(12) },
      after: { name: 'Renamed Expo', starts_on: day(-3), ends_on: day(-2) },
    })
    const partial = await call('super_admin', 'PATCH', `/admin/events/${event.id}`, {
      name: 'Only a name',
    })
    expect(partial.status).toBe(422)
    expect(partial.body.errors.venue).toEqual(['venue is required'])
    for (const path of ['/admin/events/999999999', '/admin/events/abc']) {
      const missing = await call('super_admin', 'PATCH', path, input())
      expect(missing.status).toBe(404)
      expect(missing.body.errors).toEqual([EVENT_MESSAGES.notFound])
    }
  })

  it('lists every event, the latest first day first, with approved and pending counts', async () => {
    const early = await created({ starts_on: day(-400), ends_on: day(-399) })
    const late = await created({ starts_on: day(400), ends_on: day(401) })
    const extra = await createVendor(t.db)
    await t.db.insert(eventExhibitors).values([
      { eventId: late.id, vendorId: actors.vendor.id, booth: 'A1', status: 'approved' },
      { eventId: late.id, vendorId: actors.other.id, booth: 'A2', status: 'pending' },
      { eventId: late.id, vendorId: extra.id, booth: 'A3', status: 'pending' },
    ])
    const res = await call('super_admin', 'GET', '/admin/events?per_page=100')
    expect(res.status).toBe(200)
    const ids = res.body.events.map((e: { id: number }) => e.id)
    expect(ids[0]).toBe(late.id)
    expect(ids.indexOf(early.id)).toBe(ids.length - 1)
    const starts = res.body.events.map((e: { starts_on: string }) => e.starts_on)
    expect(starts).toEqual([...starts].sort().reverse())
    expect(res.body.events[0]).toMatchObject({ exhibitor_count: 1, pending_count: 2 })
    expect(res.body).toMatchObject({ page: 1, per_page: 100, total: ids.length })
  })

  it('adds any vendor approved, lists requests first, approves and removes, each logged', async () => {
    const event = await created()
    const base = `/admin/events/${event.id}/exhibitors`
    const third = await createVendor(t.db, { logoUrl: '/uploads/third.png' })
    const added = await call('super_admin', 'PUT', base, { vendor_id: third.id, booth: 'B10' })
    expect(added.status).toBe(200)
    expect(added.body.exhibitor).toMatchObject({
      vendor: { id: third.id, name: third.name, logo_url: '/uploads/third.png' },
      booth: 'B10',
      status: 'approved',
      requested_by: { id: adminId, email: actors.headers.super_admin.uid },
      approved_at: expect.any(String),
    })
    const asked = await call(
      'vendor_admin',
      'PUT',
      `/events/${event.id}/exhibitors/${actors.vendor.id}`,
      {
        booth: 'B2',
      },
    )
    expect(asked.status).toBe(200)
    await call('super_admin', 'PUT', base, { vendor_id: actors.other.id, booth: 'B1' })

    const list = await call('super_admin', 'GET', base)
    expect(list.status).toBe(200)
    expect(list.body.event).toMatchObject({ id: event.id, exhibitor_count: 2, pending_count: 1 })
    expect(
      list.body.exhibitors.map((e: { booth: string; status: string }) => [e.booth, e.status]),
    ).toEqual([
      ['B2', 'pending'],
      ['B1', 'approved'],
      ['B10', 'approved'],
    ])
    expect(list.body.exhibitors[0]).toMatchObject({
      requested_by: { email: actors.headers.vendor_admin.uid },
      approved_at: null,
    })
    expect(list.body).toMatchObject({ page: 1, per_page: 50, total: 3 })

    const approval = `${base}/${actors.vendor.id}/approval`
    const approved = await call('super_admin', 'PUT', approval)
    expect(approved.body.exhibitor).toMatchObject({
      booth: 'B2',
      status: 'approved',
      requested_by: { email: actors.headers.vendor_admin.uid },
      approved_at: expect.any(String),
    })
    expect((await call('super_admin', 'PUT', approval)).status).toBe(200)
    const approvals = await auditOf('event.exhibitor_approved', event.id)
    expect(approvals).toHaveLength(1)
    expect(approvals[0]).toMatchObject({
      before: { vendor_id: actors.vendor.id, booth: 'B2', status: 'pending' },
      after: { vendor_id: actors.vendor.id, booth: 'B2', status: 'approved' },
    })
    expect(await auditOf('event.exhibitor_saved', event.id)).toHaveLength(2)

    const removed = await call('super_admin', 'DELETE', `${base}/${third.id}`)
    expect(removed.body).toEqual({ deleted: true, event_id: event.id, vendor_id: third.id })
    const [logged] = await auditOf('event.exhibitor_removed', event.id)
    expect(logged?.before).toMatchObject({ vendor: third.name, booth: 'B10' })
    for (const [method, path] of [
      ['DELETE', `${base}/${third.id}`],
      ['PUT', `${base}/${third.id}/approval`],
      ['DELETE', `${base}/abc`],
    ] as const) {
      const res = await call('super_admin', method, path)
      expect(res.status, path).toBe(404)
      expect(res.body.errors).toEqual([EVENT_MESSAGES.exhibitorNotFound])
    }
    const shown = await call('cpg_user', 'GET', `/events/${event.id}`)
    expect(shown.body.exhibitors.map((e: { booth: string }) => e.booth)).toEqual(['B1', 'B2'])
  })

  it('refuses an unknown vendor, a booth taken and a bad body; takes booths of a past event', async () => {
    const event = await created({ starts_on: day(-10), ends_on: day(-9) })
    const base = `/admin/events/${event.id}/exhibitors`
    const unknown = await call('super_admin', 'PUT', base, { vendor_id: 999999999, booth: 'C1' })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors.vendor_id).toEqual([EVENT_MESSAGES.vendorUnknown])
    const past = await call('super_admin', 'PUT', base, {
      vendor_id: actors.vendor.id,
      booth: 'C1',
    })
    expect(past.body.exhibitor).toMatchObject({ booth: 'C1', status: 'approved' })
    const taken = await call('super_admin', 'PUT', base, {
      vendor_id: actors.other.id,
      booth: 'c1',
    })
    expect(taken.status).toBe(422)
    expect(taken.body.errors.booth).toEqual([EVENT_MESSAGES.boothTaken])
    const bad = await call('super_admin', 'PUT', base, { vendor_id: '1', booth: 'C#1' })
    expect(bad.status).toBe(422)
    expect(bad.body.errors.booth).toEqual([EVENT_MESSAGES.boothInvalid])
    expect(bad.body.errors.vendor_id).toHaveLength(1)
  })

  it('deletes an event with its exhibitors, and logs it', async () => {
    const event = await created()
    await call('super_admin', 'PUT', `/admin/events/${event.id}/exhibitors`, {
      vendor_id: actors.vendor.id,
      booth: 'D1',
    })
    const res = await call('super_admin', 'DELETE', `/admin/events/${event.id}`)
    expect(res.body).toEqual({ deleted: true, id: event.id })
    expect((await call('cpg_user', 'GET', `/events/${event.id}`)).status).toBe(404)
    const left = await t.db
      .select()
      .from(eventExhibitors)
      .where(eq(eventExhibitors.eventId, event.id))
    expect(left).toEqual([])
    const [logged] = await auditOf('event.deleted', event.id)
    expect(logged?.before).toMatchObject({ name: event.name, exhibitors: 1 })
    expect((await call('super_admin', 'DELETE', `/admin/events/${event.id}`)).status).toBe(404)
  })

  it('creates one event under one Idempotency-Key', async () => {
    const body = input({ name: `Once ${unique()}` })
    const key = { 'idempotency-key': `event-${unique()}` }
    const first = await call('super_admin', 'POST', '/admin/events', body, key)
    const again = await call('super_admin', 'POST', '/admin/events', body, key)
    expect(again.status).toBe(201)
    expect(again.body).toEqual(first.body)
    expect(await t.db.select().from(events).where(eq(events.name, body.name))).toHaveLength(1)
  })

  it('moves a merged vendor’s booths to the vendor kept, where it has none at the event', async () => {
    const [both, onlyGone] = [await created(), await created()]
    const gone = await createVendor(t.db)
    const kept = await createVendor(t.db)
    await t.db.insert(eventExhibitors).values([
      { eventId: both.id, vendorId: gone.id, booth: 'G1', status: 'approved' },
      { eventId: both.id, vendorId: kept.id, booth: 'K1', status: 'approved' },
      { eventId: onlyGone.id, vendorId: gone.id, booth: 'G2', status: 'pending' },
    ])
    await mergeCompanies(t.db, gone.companyId, kept.companyId, adminId)
    const rows = await t.db
      .select({ eventId: eventExhibitors.eventId, booth: eventExhibitors.booth })
      .from(eventExhibitors)
      .where(eq(eventExhibitors.vendorId, kept.id))
    expect(rows.sort((a, b) => a.booth.localeCompare(b.booth))).toEqual([
      { eventId: onlyGone.id, booth: 'G2' },
      { eventId: both.id, booth: 'K1' },
    ])
  })
})
