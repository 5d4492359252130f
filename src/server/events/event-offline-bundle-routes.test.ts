import { randomBytes } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUNDLE_MESSAGES, type OfflineBundle } from '../../domain/event-offline-bundle.ts'
import { EVENT_MESSAGES, utcDay } from '../../domain/events.ts'
import { catalogueViews, eventExhibitors, events } from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createVendor } from '../testing/factories.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { type Actor, createVendorActors, type VendorActors } from '../testing/vendor-actors.ts'

const unique = () => randomBytes(4).toString('hex')
const DAY_MS = 24 * 60 * 60_000
const bytesOf = (body: unknown) => new TextEncoder().encode(JSON.stringify(body)).length

/** docs/api-events.md "Offline bundle": everything "Take this event offline" keeps. */
describe('an event’s offline bundle', () => {
  let t: TestApp
  let actors: VendorActors
  let expo: number

  beforeAll(async () => {
    t = await createTestApp()
    actors = await createVendorActors(t)
    const [seeded] = await t.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.name, 'Shopper Marketing Expo'))
    expo = seeded?.id as number
  })
  afterAll(() => t.close())

  async function call(who: Actor, path: string) {
    const res = await apiRequest(t, 'GET', path, undefined, actors.headers[who])
    return { status: res.status, body: await res.json() }
  }

  async function bundlePages(who: Actor, eventId: number, perPage: number) {
    const pages: OfflineBundle[] = []
    for (let page = 1; ; page++) {
      const { status, body } = await call(
        who,
        `/events/${eventId}/offline_bundle?page=${page}&per_page=${perPage}`,
      )
      expect(status).toBe(200)
      pages.push(body as OfflineBundle)
      if (page * perPage >= body.total) return pages
    }
  }

  it('answers each exhibitor’s pages as the pages’ own calls answer them, in the floor’s order', async () => {
    const pages = await bundlePages('cpg_user', expo, 3)
    const vendors = pages.flatMap((page) => page.vendors)
    const listed = await call('cpg_user', `/events/${expo}?per_page=100`)
    expect(pages[0]?.total).toBe(listed.body.total)
    expect(vendors.map((v) => [v.id, v.name, v.booth])).toEqual(
      listed.body.exhibitors.map((e: { vendor: { id: number; name: string }; booth: string }) => [
        e.vendor.id,
        e.vendor.name,
        e.booth,
      ]),
    )
    for (const vendor of vendors) {
      const paths = vendor.answers.map((answer) => answer.path)
      expect(paths.slice(0, 2)).toEqual([
        `/api/v1/vendors/${vendor.id}`,
        `/api/v1/vendors/${vendor.id}/tactics`,
      ])
      const list = vendor.answers[1]?.body as {
        data: { categories: { tactics: { id: number }[] }[] }
      }
      const tacticIds = new Set(list.data.categories.flatMap((c) => c.tactics.map((x) => x.id)))
      expect(paths.slice(2)).toEqual(
        [...tacticIds].map((id) => `/api/v1/vendors/${vendor.id}/tactics/${id}`),
      )
      for (const answer of vendor.answers) {
        const own = await apiRequest(
          t,
          'GET',
          answer.path.replace('/api/v1', ''),
          undefined,
          actors.headers.cpg_user,
        )
        expect(answer.body).toEqual(await own.json())
      }
      for (const image of vendor.images) {
        expect((await t.app.request(image)).status).toBe(200)
      }
    }
  })

  it('estimates the device’s bytes within a quarter, before any page is downloaded', async () => {
    const estimate = await call('cpg_user', `/events/${expo}/offline_bundle?estimate=true`)
    expect(estimate.status).toBe(200)
    expect(estimate.body.vendors).toEqual([])
    const pages = await bundlePages('cpg_user', expo, 25)
    const vendors = pages.flatMap((page) => page.vendors)
    expect(estimate.body.total).toBe(vendors.length)
    const images = new Set(vendors.flatMap((vendor) => vendor.images))
    let imageBytes = 0
    for (const image of images) {
      imageBytes += (await (await t.app.request(image)).arrayBuffer()).byteLength
    }
    const answerBytes = vendors
      .flatMap((vendor) => vendor.answers)
      .reduce((sum, answer) => sum + bytesOf(answer.body), 0)
    const real = answerBytes + imageBytes
    expect(estimate.body.estimated_bytes).toBeGreaterThan(real * 0.75)
    expect(estimate.body.estimated_bytes).toBeLessThan(real * 1.25)
  })

  it('records no page view: a download is not a visit', async () => {
    const views = async () => (await t.db.select({ n: count() }).from(catalogueViews))[0]?.n
    const before = await views()
    await bundlePages('cpg_user', expo, 25)
    expect(await views()).toBe(before)
  })

  it('leaves out pending exhibitors and answers a vendor’s own members what their pages show them', async () => {
    const startsOn = utcDay(new Date(Date.now() + 7 * DAY_MS))
    const [row] = await t.db
      .insert(events)
      .values({
        name: `Show ${unique()}`,
        venue: 'Hall',
        city: 'Austin',
        startsOn,
        endsOn: startsOn,
      })
      .returning()
    const eventId = row?.id as number
    const waiting = await createVendor(t.db)
    await t.db.insert(eventExhibitors).values([
      { eventId, vendorId: actors.vendor.id, booth: 'A1', status: 'approved' },
      { eventId, vendorId: waiting.id, booth: 'A2', status: 'pending' },
    ])
    const [page] = await bundlePages('vendor_admin', eventId, 10)
    expect(page?.vendors.map((v) => v.id)).toEqual([actors.vendor.id])
    const profile = page?.vendors[0]?.answers[0]?.body as {
      data: { sales_rep_email: string | null; can_manage: boolean }
    }
    expect(profile.data.sales_rep_email).toBe(actors.vendor.salesRepEmail)
    expect(profile.data.can_manage).toBe(true)
    const [buyers] = await bundlePages('cpg_user', eventId, 10)
    const seen = buyers?.vendors[0]?.answers[0]?.body as typeof profile
    expect(seen.data.sales_rep_email).toBeNull()
    const beyond = await call('cpg_user', `/events/${eventId}/offline_bundle?page=2`)
    expect(beyond.body).toMatchObject({ page: 2, total: 1, vendors: [] })
  })

  it('answers an unknown event 404, a query it cannot read 422 and a visitor 401', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const res = await call('cpg_user', `/events/${id}/offline_bundle`)
      expect(res).toEqual({ status: 404, body: { errors: [EVENT_MESSAGES.notFound] } })
    }
    for (const perPage of ['0', '26', 'x']) {
      const res = await call('cpg_user', `/events/${expo}/offline_bundle?per_page=${perPage}`)
      expect(res).toMatchObject({
        status: 422,
        body: { errors: { per_page: [BUNDLE_MESSAGES.perPageInvalid] } },
      })
    }
    const estimate = await call('cpg_user', `/events/${expo}/offline_bundle?estimate=maybe`)
    expect(estimate.status).toBe(422)
    expect(estimate.body.errors.estimate).toHaveLength(1)
    expect((await call('visitor', `/events/${expo}/offline_bundle`)).status).toBe(401)
  })
})
