import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toMultipartFields } from '../../domain/multipart-fields.ts'
import { VENDOR_MESSAGES } from '../../domain/vendor-schemas.ts'
import { okJson, shownJson } from '../testing/api-request.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { fileOf, gifBytes, jpegBytes, pngBytes } from '../testing/upload-files.ts'
import {
  ACTORS,
  type Actor,
  createVendorActors,
  type VendorActors,
} from '../testing/vendor-actors.ts'
import { type VendorLookupIds, vendorForm, vendorLookupIds } from '../testing/vendor-forms.ts'
import type { CoverageNode } from './vendor-lookups.ts'

/** Who may manage the vendor of createVendorActors: its admin and a super_admin. */
const MANAGERS: readonly Actor[] = ['vendor_admin', 'super_admin']
const expectedStatus = (actor: Actor) =>
  actor === 'visitor' ? 401 : MANAGERS.includes(actor) ? 200 : 403

describe('a company profile', () => {
  let t: TestApp
  let ids: VendorLookupIds
  let actors: VendorActors
  let id: string
  beforeAll(async () => {
    t = await createTestApp()
    ids = await vendorLookupIds(t.db)
    actors = await createVendorActors(t)
    id = String(actors.vendor.id)
  })
  afterAll(() => t.close())

  const show = (actor: Actor, query: Record<string, string> = {}, vendorId = id) =>
    t.client.vendors[':id'].$get(
      { param: { id: vendorId }, query },
      { headers: actors.headers[actor] },
    )

  describe('GET /vendors/{id}', () => {
    it('answers a visitor 200 with show_data false and the limited data', async () => {
      const res = await show('visitor')
      expect(res.status).toBe(200)
      const body = await res.json()
      expect(body).toEqual({
        show_data: false,
        data: {
          id: actors.vendor.id,
          name: actors.vendor.name,
          logo: null,
          vendor_types: [expect.any(String)],
          service_coverage_text: '',
          years_in_business: new Date().getFullYear() - 2000,
        },
      })
    })

    it.each(ACTORS.filter((actor) => actor !== 'visitor'))(
      'answers %s the profile, the sales rep email only to members and super_admin',
      async (actor) => {
        const { data } = await shownJson(await show(actor))
        expect(data).toMatchObject({ id: actors.vendor.id, website: 'https://vendor.example' })
        const sees = ['vendor_user', 'vendor_admin', 'super_admin'].includes(actor)
        expect(data.sales_rep_email).toBe(sees ? actors.vendor.salesRepEmail : null)
        expect(data.can_manage).toBe(MANAGERS.includes(actor))
      },
    )

    it('carries the search it was opened from', async () => {
      const { data } = await shownJson(
        await show('cpg_user', { search_id: '42', autocomplete: 'true' }),
      )
      expect(data.search_id).toBe(42)
      expect((await shownJson(await show('cpg_user'))).data.search_id).toBeNull()
      expect((await show('cpg_user', { search_id: 'x' })).status).toBe(422)
      expect((await show('cpg_user', { autocomplete: 'maybe' })).status).toBe(422)
    })

    it('answers 404 for an unknown or malformed id', async () => {
      for (const bad of ['999999', 'abc', '0', '99999999999']) {
        const res = await show('cpg_user', {}, bad)
        expect(res.status).toBe(404)
        expect(await res.json()).toEqual({ errors: ['Vendor not found'] })
      }
    })
  })

  describe('GET /vendors/{id}/edit', () => {
    it.each(ACTORS)('answers %s as the matrix says', async (actor) => {
      const res = await t.client.vendors[':id'].edit.$get(
        { param: { id } },
        { headers: actors.headers[actor] },
      )
      expect(res.status).toBe(expectedStatus(actor))
    })

    it('answers the form values and the lookups ticked', async () => {
      const created = await t.client.vendors.$post(
        { form: toMultipartFields(vendorForm(ids)) },
        { headers: actors.headers.super_admin },
      )
      const { vendor_id } = (await created.json()) as { vendor_id: number }
      const res = await t.client.vendors[':id'].edit.$get(
        { param: { id: String(vendor_id) } },
        { headers: actors.headers.super_admin },
      )
      const { data } = await okJson(res)
      const form = vendorForm(ids)
      expect(data.vendor).toMatchObject({
        ...form,
        id: vendor_id,
        sales_rep_mobile_phone: null,
        logo: null,
      })
      expect(data.vendor_types.filter((type) => type.checked).map((type) => type.id)).toEqual(
        form.vendor_types,
      )
      expect(data.diversity_certifications.find((d) => d.checked)?.id).toBe(ids.certificationId)
      const us = data.service_coverage.find((area) => area.id === ids.usId) as
        | CoverageNode
        | undefined
      expect(us?.children.find((region) => region.checked)?.id).toBe(ids.usRegion.id)
    })
  })

  describe('PATCH /vendors/{id}', () => {
    it.each(ACTORS)('lets %s update as the matrix says', async (actor) => {
      const res = await t.client.vendors[':id'].$patch(
        { param: { id }, json: vendorForm(ids, { name: `Renamed by ${actor}`.slice(0, 40) }) },
        { headers: actors.headers[actor] },
      )
      expect(res.status).toBe(expectedStatus(actor))
    })

    it('updates every field and answers the profile', async () => {
      const form = vendorForm(ids, {
        name: 'Brightshelf',
        vendor_types: ids.vendorTypeIds.slice(1, 3),
        sales_rep_mobile_phone: '+1 (555) 010-2030',
        service_coverage: [{ id: ids.usId, children: [] }],
        diversity_certification_ids: [],
        videos: [],
        year_of_establishment: null,
      })
      const res = await t.client.vendors[':id'].$patch(
        { param: { id }, json: form },
        { headers: actors.headers.vendor_admin },
      )
      const { data } = await okJson(res)
      expect(data).toMatchObject({
        name: 'Brightshelf',
        vendor_type_ids: ids.vendorTypeIds.slice(1, 3),
        sales_rep_mobile_phone: '+1 (555) 010-2030',
        service_coverage: [expect.objectContaining({ id: ids.usId, all_countries_selected: true })],
        diversity_certifications: [],
        videos: [],
        year_of_establishment: null,
        years_in_business: null,
      })
    })

    it('answers the rules with their messages', async () => {
      const res = await t.client.vendors[':id'].$patch(
        { param: { id }, json: vendorForm(ids, { name: '', vendor_types: [], website: 'nope' }) },
        { headers: actors.headers.vendor_admin },
      )
      expect(res.status).toBe(422)
      expect(await res.json()).toMatchObject({
        errors: {
          name: [VENDOR_MESSAGES.nameRequired],
          vendor_types: [VENDOR_MESSAGES.vendorTypeRequired],
          website: [VENDOR_MESSAGES.websiteInvalid],
        },
      })
    })
  })

  describe('PUT and DELETE /vendors/{id}/logo', () => {
    const put = (actor: Actor, logo: File | string) =>
      t.client.vendors[':id'].logo.$put(
        { param: { id }, form: { logo } },
        { headers: actors.headers[actor] },
      )

    it.each(ACTORS)('lets %s change the logo as the matrix says', async (actor) => {
      const res = await put(actor, fileOf(await pngBytes(), 'logo.png', 'image/png'))
      expect(res.status).toBe(expectedStatus(actor))
      const removed = await t.client.vendors[':id'].logo.$delete(
        { param: { id } },
        { headers: actors.headers[actor] },
      )
      expect(removed.status).toBe(expectedStatus(actor))
    })

    it('stores a re-encoded logo and removes it', async () => {
      const res = await put('vendor_admin', fileOf(await jpegBytes(), 'logo.jpg', 'image/jpeg'))
      const { data } = await okJson(res)
      expect(data.logo).toMatch(/^\/uploads\/logos\/[0-9a-f]{64}\.jpg$/)
      const deleted = await t.client.vendors[':id'].logo.$delete(
        { param: { id } },
        { headers: actors.headers.vendor_admin },
      )
      expect((await okJson(deleted)).data.logo).toBeNull()
    })

    it('refuses a logo of another format or none', async () => {
      for (const logo of [fileOf(await gifBytes(), 'logo.jpg', 'image/jpeg'), 'text']) {
        const res = await put('vendor_admin', logo)
        expect(res.status).toBe(422)
        expect(await res.json()).toMatchObject({
          errors: { logo: [VENDOR_MESSAGES.logoWrongFormat] },
        })
      }
    })
  })
})
