import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { MESSAGES } from '../../domain/fields.ts'
import { toMultipartFields } from '../../domain/multipart-fields.ts'
import {
  LOGO_MAX_BYTES,
  VENDOR_MESSAGES,
  type VendorFormInput,
} from '../../domain/vendor-schemas.ts'
import { VIDEO_MESSAGES } from '../../domain/videos.ts'
import { okJson } from '../testing/api-request.ts'
import { createCompany, createUser, TEST_PASSWORD } from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import {
  fileOf,
  gifBytes,
  jpegBytes,
  pdfBytes,
  pngBytes,
  polyglotBytes,
} from '../testing/upload-files.ts'
import {
  ACTORS,
  type Actor,
  createVendorActors,
  type VendorActors,
} from '../testing/vendor-actors.ts'
import { type VendorLookupIds, vendorForm, vendorLookupIds } from '../testing/vendor-forms.ts'
import type { CoverageNode } from './vendor-lookups.ts'

describe('creating a company profile', () => {
  let t: TestApp
  let ids: VendorLookupIds
  let actors: VendorActors
  beforeAll(async () => {
    t = await createTestApp()
    ids = await vendorLookupIds(t.db)
    actors = await createVendorActors(t)
  })
  afterAll(() => t.close())

  /** A vendor_admin whose company has no profile yet, as after registration. */
  const newVendorAdmin = async () => {
    const company = await createCompany(t.db)
    const user = await createUser(t.db, { role: 'vendor_admin', companyId: company.id })
    return { user, headers: authHeaders(await signIn(t, user.email, TEST_PASSWORD)) }
  }

  const post = (headers: Record<string, string>, form: VendorFormInput, logo?: File | string) =>
    t.client.vendors.$post(
      { form: { ...toMultipartFields(form), ...(logo === undefined ? {} : { logo }) } },
      { headers },
    )

  const errorsOf = async (res: Response) => {
    expect(res.status).toBe(422)
    return ((await res.json()) as { errors: Record<string, string[]> }).errors
  }

  describe('GET /vendors/new', () => {
    it('answers the lookups of the form', async () => {
      const { headers } = await newVendorAdmin()
      const { data } = await okJson(await t.client.vendors.new.$get({}, { headers }))
      expect(data.vendor_types.map((type) => type.slug)).toContain('media_vendors')
      expect(data.vendor_types.every((type) => !type.checked)).toBe(true)
      expect(data.diversity_certifications[0]).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        logo: expect.any(String),
        checked: false,
      })
      const us = data.service_coverage.find((area) => area.id === ids.usId) as
        | CoverageNode
        | undefined
      expect(us?.children.map((region) => region.id)).toContain(ids.usRegion.id)
      expect(us?.children[0]?.children.length).toBeGreaterThan(0)
    })

    it.each([
      ['visitor', 401],
      ['cpg_user', 403],
      ['vendor_user', 403],
      ['vendor_admin', 403],
      ['other_vendor_user', 403],
      ['other_vendor_admin', 403],
      ['super_admin', 200],
    ] as [Actor, number][])('answers %s with %i', async (actor, status) => {
      const res = await t.client.vendors.new.$get({}, { headers: actors.headers[actor] })
      expect(res.status).toBe(status)
    })
  })

  describe('POST /vendors', () => {
    it("creates a vendor_admin's company profile with its logo and hands back the vendor id", async () => {
      const { user, headers } = await newVendorAdmin()
      const res = await post(
        headers,
        vendorForm(ids),
        fileOf(await pngBytes(1600, 900), 'logo.png', 'image/png'),
      )
      expect(res.status).toBe(201)
      const body = (await res.json()) as {
        vendor_id: number
        account: { vendor_id: number | null; id: number }
        data: Record<string, unknown>
      }
      expect(body.account).toMatchObject({ id: user.id, vendor_id: body.vendor_id })
      expect(body.data).toMatchObject({
        id: body.vendor_id,
        name: 'Aisle Nine Media',
        sales_rep_email: 'sam@aisle-nine.example',
        sales_rep_mobile_phone: null,
        website: 'https://aisle-nine.example',
        year_of_establishment: 2001,
        years_in_business: new Date().getFullYear() - 2001,
        vendor_type_ids: [ids.vendorTypeIds[0]],
        diversity_certifications: [expect.objectContaining({ id: ids.certificationId })],
        videos: vendorForm(ids).videos,
        service_coverage: [
          {
            id: ids.usId,
            name: expect.any(String),
            children: [{ id: ids.usRegion.id, name: ids.usRegion.name }],
            all_countries_selected: false,
          },
          expect.objectContaining({ id: ids.otherCountryId, all_countries_selected: true }),
        ],
      })
      expect(body.data.service_coverage_text).toContain(ids.usRegion.name)
      const logo = body.data.logo as string
      expect(logo).toMatch(/^\/uploads\/logos\/[0-9a-f]{64}\.jpg$/)
      const served = await t.app.request(logo)
      expect(served.headers.get('content-type')).toBe('image/jpeg')
      expect(served.headers.get('content-security-policy')).toContain('sandbox')
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
      expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 450 })

      const account = await okJson(await t.client.accounts.$get({}, { headers }))
      expect(account.data.vendor_id).toBe(body.vendor_id)
      const again = await post(headers, vendorForm(ids))
      expect(again.status).toBe(403)
    })

    it('creates a new vendor company for a super_admin, without a logo', async () => {
      const res = await post(actors.headers.super_admin, vendorForm(ids, { name: 'Shelf Talk' }))
      expect(res.status).toBe(201)
      const body = (await res.json()) as { vendor_id: number; data: { logo: string | null } }
      expect(body.data.logo).toBeNull()
      const shown = await t.client.vendors[':id'].$get(
        { param: { id: String(body.vendor_id) }, query: {} },
        { headers: actors.headers.cpg_user },
      )
      expect((await okJson(shown)).data).toMatchObject({ name: 'Shelf Talk' })
    })

    it.each(ACTORS.filter((actor) => actor !== 'super_admin'))(
      'refuses %s, whose company has a profile or who is no vendor admin',
      async (actor) => {
        const res = await post(actors.headers[actor], vendorForm(ids))
        expect(res.status).toBe(actor === 'visitor' ? 401 : 403)
        expect(await res.json()).toEqual({
          errors: [actor === 'visitor' ? AUTH_MESSAGES.unauthenticated : AUTH_MESSAGES.forbidden],
        })
      },
    )

    it('answers every required field with its message', async () => {
      const { headers } = await newVendorAdmin()
      const blank = {
        name: ' ',
        vendor_types: [],
        sales_rep_first_name: '',
        sales_rep_last_name: '',
        sales_rep_email: '',
        website: '',
      }
      const errors = await errorsOf(await post(headers, blank))
      expect(errors).toMatchObject({
        name: [VENDOR_MESSAGES.nameRequired],
        vendor_types: [VENDOR_MESSAGES.vendorTypeRequired],
        sales_rep_first_name: [VENDOR_MESSAGES.salesRepFirstNameRequired],
        sales_rep_last_name: [VENDOR_MESSAGES.salesRepLastNameRequired],
        sales_rep_email: [VENDOR_MESSAGES.salesRepEmailRequired],
        website: [VENDOR_MESSAGES.websiteInvalid],
      })
      expect(errors.full_messages).toContain(VENDOR_MESSAGES.nameRequired)
      const missing = await errorsOf(await t.client.vendors.$post({ form: {} }, { headers }))
      expect(missing.vendor_types).toEqual([VENDOR_MESSAGES.vendorTypeRequired])
      expect(missing.name).toEqual([VENDOR_MESSAGES.nameRequired])
      expect(missing.website).toEqual([VENDOR_MESSAGES.websiteInvalid])
    })

    it('answers the pattern and length rules', async () => {
      const { headers } = await newVendorAdmin()
      const thisYear = new Date().getFullYear()
      const errors = await errorsOf(
        await post(
          headers,
          vendorForm(ids, {
            name: 'x'.repeat(41),
            sales_rep_email: 'not-an-email',
            website: 'not a website',
            description: 'd'.repeat(1001),
            year_of_establishment: 1799,
            videos: ['https://example.com/watch?v=dQw4w9WgXcQ'],
          }),
        ),
      )
      expect(errors).toMatchObject({
        name: [MESSAGES.tooLong(40)],
        sales_rep_email: [MESSAGES.emailInvalid],
        website: [VENDOR_MESSAGES.websiteInvalid],
        description: [MESSAGES.tooLong(1000)],
        year_of_establishment: [`Please enter a year from 1800 to ${thisYear}`],
        'videos.0': [VIDEO_MESSAGES.invalid],
      })
      const more = await errorsOf(
        await post(
          headers,
          vendorForm(ids, {
            website: `https://${'w'.repeat(100)}.example`,
            year_of_establishment: thisYear + 1,
            sales_rep_mobile_phone: 'call me',
          }),
        ),
      )
      expect(more.website).toEqual([MESSAGES.tooLong(100)])
      expect(more.year_of_establishment).toEqual([`Please enter a year from 1800 to ${thisYear}`])
      expect(more.sales_rep_mobile_phone).toHaveLength(1)
      const ok = await post(
        headers,
        vendorForm(ids, {
          name: 'Pattern Rules Media',
          year_of_establishment: 1800,
          description: 'd'.repeat(1000),
        }),
      )
      expect(ok.status).toBe(201)
    })

    it('takes YouTube watch and Vimeo links only, at most 4', async () => {
      const { headers } = await newVendorAdmin()
      const youtube = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
      const refused = [
        'https://youtu.be/dQw4w9WgXcQ',
        'https://www.youtube.com/embed/dQw4w9WgXcQ',
        'javascript:alert(1)',
        `${youtube}&t=${'1'.repeat(60)}`,
        'https://vimeo.com/about',
      ]
      const errors = await errorsOf(await post(headers, vendorForm(ids, { videos: refused })))
      expect(errors.videos).toEqual([VIDEO_MESSAGES.tooMany])
      const each = await errorsOf(
        await post(headers, vendorForm(ids, { videos: refused.slice(0, 4) })),
      )
      for (const index of [0, 1, 2, 3])
        expect(each[`videos.${index}`]).toEqual([VIDEO_MESSAGES.invalid])
      const fifth = await errorsOf(
        await post(headers, vendorForm(ids, { videos: Array(5).fill(youtube) })),
      )
      expect(fifth.videos).toEqual([VIDEO_MESSAGES.tooMany])
      const four = [
        youtube,
        'https://vimeo.com/76979871',
        'https://player.vimeo.com/video/1',
        'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      ]
      const form = vendorForm(ids, { name: 'Video Links Media', videos: four })
      expect((await post(headers, form)).status).toBe(201)
    })

    it('refuses lookups that do not exist', async () => {
      const { headers } = await newVendorAdmin()
      const errors = await errorsOf(
        await post(
          headers,
          vendorForm(ids, {
            vendor_types: [999_999],
            diversity_certification_ids: [999_999],
            service_coverage: [{ id: ids.otherCountryId, children: [ids.usRegion.id] }],
          }),
        ),
      )
      expect(errors).toMatchObject({
        vendor_types: [VENDOR_MESSAGES.unknownOption],
        diversity_certification_ids: [VENDOR_MESSAGES.unknownOption],
        service_coverage: [VENDOR_MESSAGES.unknownOption],
      })
      const typed = await errorsOf(
        await t.client.vendors.$post(
          {
            form: {
              ...toMultipartFields(vendorForm(ids)),
              vendor_types: '"media"',
              year_of_establishment: 'soon',
            },
          },
          { headers },
        ),
      )
      expect(typed.vendor_types).toHaveLength(1)
      expect(typed.year_of_establishment).toHaveLength(1)
    })

    it('reads list parts sent as name[] and plain text', async () => {
      const { headers } = await newVendorAdmin()
      const { vendor_types, videos, service_coverage, ...rest } = vendorForm(ids)
      const res = await t.client.vendors.$post(
        {
          form: {
            ...toMultipartFields(rest),
            name: 'Plain Text Media',
            'vendor_types[]': (vendor_types ?? []).map(String),
            'videos[]': videos ?? [],
          },
        },
        { headers },
      )
      expect(res.status).toBe(201)
      const body = (await res.json()) as { data: { name: string; videos: string[] } }
      expect(body.data).toMatchObject({ name: 'Plain Text Media', videos })
    })

    it('takes a jpeg or png logo judged by content, and refuses anything else', async () => {
      const wrong = { logo: [VENDOR_MESSAGES.logoWrongFormat] }
      const refused: [string, File | string][] = [
        ['a gif named png', fileOf(await gifBytes(), 'logo.png', 'image/png')],
        ['a pdf', fileOf(pdfBytes(), 'logo.pdf', 'application/pdf')],
        ['a text renamed jpg', fileOf(Buffer.from('hello'), 'logo.jpg', 'image/jpeg')],
        ['a jpeg with a page appended', fileOf(await polyglotBytes(), 'logo.jpg', 'image/jpeg')],
        ['a truncated png', fileOf((await pngBytes()).subarray(0, 40), 'logo.png', 'image/png')],
        ['text instead of a file', 'logo'],
      ]
      const { headers } = await newVendorAdmin()
      for (const [, logo] of refused) {
        expect(await errorsOf(await post(headers, vendorForm(ids), logo))).toMatchObject(wrong)
      }
      const big = new Uint8Array(LOGO_MAX_BYTES + 1)
      big.set(await jpegBytes())
      const tooLarge = await errorsOf(
        await post(headers, vendorForm(ids), fileOf(big, 'big.jpg', 'image/jpeg')),
      )
      expect(tooLarge.logo).toEqual([VENDOR_MESSAGES.logoTooLarge])
      const huge = await post(
        headers,
        vendorForm(ids),
        fileOf(new Uint8Array(LOGO_MAX_BYTES * 2), 'x.jpg', 'image/jpeg'),
      )
      expect((await errorsOf(huge)).logo).toEqual([VENDOR_MESSAGES.logoTooLarge])
      const jpeg = await post(
        headers,
        vendorForm(ids, { name: 'Jpeg Logo Media' }),
        fileOf(await jpegBytes(), 'logo.JPEG', 'image/jpeg'),
      )
      expect(jpeg.status).toBe(201)
    })

    it('answers a malformed body without failing', async () => {
      const { headers } = await newVendorAdmin()
      const res = await t.app.request('/api/v1/vendors', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nbroken',
      })
      expect(res.status).toBe(400)
    })
  })
})
