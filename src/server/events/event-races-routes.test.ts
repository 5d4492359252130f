import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_MESSAGES, utcDay } from '../../domain/events.ts'
import { eventExhibitors, events } from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createVendor } from '../testing/factories.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { type Actor, createVendorActors, type VendorActors } from '../testing/vendor-actors.ts'

/**
 * Booths asked for together (two operators, a vendor's replayed outbox): on PostgreSQL the writes
 * run at once and meet at the unique booth index, which lets one through (docs/api-events.md).
 */
describe('booths set at once', () => {
  let t: TestApp
  let actors: VendorActors
  let eventId: number

  beforeAll(async () => {
    t = await createTestApp()
    actors = await createVendorActors(t)
    const [row] = await t.db
      .insert(events)
      .values({
        name: 'Race Expo',
        venue: 'Hall',
        city: 'Austin',
        startsOn: utcDay(new Date(Date.now() + 5 * 24 * 60 * 60_000)),
        endsOn: utcDay(new Date(Date.now() + 6 * 24 * 60 * 60_000)),
      })
      .returning()
    eventId = row?.id as number
  })
  afterAll(() => t.close())

  const put = async (who: Actor, vendorId: number, booth: string) => {
    const res = await apiRequest(
      t,
      'PUT',
      `/events/${eventId}/exhibitors/${vendorId}`,
      { booth },
      actors.headers[who],
    )
    return { status: res.status, body: await res.json() }
  }

  const holders = async (booth: string) =>
    t.db
      .select({ vendorId: eventExhibitors.vendorId })
      .from(eventExhibitors)
      .where(
        sql`${eventExhibitors.eventId} = ${eventId} AND upper(${eventExhibitors.booth}) = ${booth}`,
      )

  it('gives a booth to one of three vendors set at once', async () => {
    // Not the other vendor: its own two writes below must each be its first entry at the event.
    const [second, third] = [await createVendor(t.db), await createVendor(t.db)]
    const answers = await Promise.all([
      put('super_admin', actors.vendor.id, 'R1'),
      put('super_admin', second.id, 'r1'),
      put('super_admin', third.id, 'R1'),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422])
    const refused = answers.find((a) => a.status === 422)
    expect(refused?.body.errors.booth).toEqual([EVENT_MESSAGES.boothTaken])
    expect(await holders('R1')).toHaveLength(1)
  })

  it('gives a booth to one of a vendor’s request and a super_admin’s booth at once', async () => {
    const fourth = await createVendor(t.db)
    const answers = await Promise.all([
      put('vendor_admin', actors.vendor.id, 'R2'),
      put('super_admin', fourth.id, 'R2'),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422])
    expect(await holders('R2')).toHaveLength(1)
  })

  it('keeps one entry when a vendor asks for its booth twice at once', async () => {
    const answers = await Promise.all([
      put('other_vendor_admin', actors.other.id, 'R3'),
      put('other_vendor_admin', actors.other.id, 'R3'),
    ])
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    const rows = await t.db
      .select()
      .from(eventExhibitors)
      .where(eq(eventExhibitors.vendorId, actors.other.id))
    expect(rows.filter((row) => row.eventId === eventId)).toEqual([
      expect.objectContaining({ booth: 'R3', status: 'pending' }),
    ])
  })

  it('keeps one entry, and refuses neither write, when a new exhibitor is set twice at once', async () => {
    // Both inserts of a first entry once met on the booth's unique index: 3 writes in 80 refused.
    for (let round = 0; round < 20; round++) {
      const vendor = await createVendor(t.db)
      const answers = await Promise.all([
        put('super_admin', vendor.id, `N${round}`),
        put('super_admin', vendor.id, `N${round}`),
      ])
      expect(answers.map((a) => a.status)).toEqual([200, 200])
      expect(await holders(`N${round}`)).toEqual([{ vendorId: vendor.id }])
    }
  })
})
