import { utcDay } from '../../domain/events.ts'
import type { Database } from '../db/client.ts'
import { eventExhibitors, events } from '../db/schema/index.ts'

const DAY_MS = 24 * 60 * 60_000

/** Booths of the upcoming show, the demo vendor's first; out of the floor's order on purpose. */
const UPCOMING_BOOTHS = ['B12', 'A2', 'A10', 'C7', 'A14', 'Hall 2-4', 'B3', 'C1']
/** The request a super_admin has yet to approve, from the vendor after those exhibiting. */
const PENDING_BOOTH = 'D5'
const PAST_BOOTHS = ['112', '204', '87', '310']

const dayAfter = (now: Date, days: number) => utcDay(new Date(now.getTime() + days * DAY_MS))

/**
 * Two trade shows (docs/spec/workspace.md "Demo data"): one three weeks after `now`, so it is
 * upcoming whenever a fresh start seeds it, with eight exhibitors at their booths (the demo vendor
 * among them) and one vendor's request pending; and one that ended two months before, with four.
 * Dated from `now`, as the insights are: the same seed writes the same rows at the same offsets.
 * Returns how many events and entries it wrote.
 */
export async function seedEvents(
  db: Database,
  vendorIds: readonly number[],
  now: Date,
): Promise<{ events: number; exhibitors: number }> {
  const [upcoming, past] = await db
    .insert(events)
    .values([
      {
        name: 'Shopper Marketing Expo',
        venue: 'McCormick Place',
        city: 'Chicago',
        startsOn: dayAfter(now, 21),
        endsOn: dayAfter(now, 23),
        createdAt: new Date(now.getTime() - 30 * DAY_MS),
        updatedAt: new Date(now.getTime() - 30 * DAY_MS),
      },
      {
        name: 'Retail Media Summit',
        venue: 'Javits Center',
        city: 'New York',
        startsOn: dayAfter(now, -62),
        endsOn: dayAfter(now, -61),
        createdAt: new Date(now.getTime() - 120 * DAY_MS),
        updatedAt: new Date(now.getTime() - 120 * DAY_MS),
      },
    ])
    .returning({ id: events.id })
  if (!upcoming || !past) return { events: 0, exhibitors: 0 }
  const approvedAt = (daysBefore: number) => new Date(now.getTime() - daysBefore * DAY_MS)
  const entries = [
    ...UPCOMING_BOOTHS.slice(0, vendorIds.length).map((booth, i) => ({
      eventId: upcoming.id,
      vendorId: vendorIds[i] as number,
      booth,
      status: 'approved' as const,
      createdAt: approvedAt(20 - i),
      approvedAt: approvedAt(20 - i),
    })),
    ...(vendorIds.length > UPCOMING_BOOTHS.length
      ? [
          {
            eventId: upcoming.id,
            vendorId: vendorIds[UPCOMING_BOOTHS.length] as number,
            booth: PENDING_BOOTH,
            status: 'pending' as const,
            createdAt: approvedAt(2),
            approvedAt: null,
          },
        ]
      : []),
    // The demo vendor and three others from further down the catalogue.
    ...PAST_BOOTHS.slice(0, vendorIds.length).map((booth, i) => ({
      eventId: past.id,
      vendorId: vendorIds[i === 0 ? 0 : vendorIds.length - i] as number,
      booth,
      status: 'approved' as const,
      createdAt: approvedAt(90),
      approvedAt: approvedAt(90),
    })),
  ]
  await db.insert(eventExhibitors).values(entries)
  return { events: 2, exhibitors: entries.length }
}
