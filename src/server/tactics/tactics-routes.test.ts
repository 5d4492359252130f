import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../domain/fields.ts'
import { toMultipartFields } from '../../domain/multipart-fields.ts'
import { TACTIC_MESSAGES, type TacticFormInput } from '../../domain/tactic-schemas.ts'
import { VIDEO_MESSAGES } from '../../domain/videos.ts'
import { okJson, shownJson } from '../testing/api-request.ts'
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

const MANAGERS: readonly Actor[] = ['vendor_admin', 'super_admin']
const expectedStatus = (actor: Actor, ok = 200) =>
  actor === 'visitor' ? 401 : MANAGERS.includes(actor) ? ok : 403

type NewTacticData = {
  tactic_types: { id: number }[]
  filters: {
    id: number
    key: string
    filter_types: { id: number; name: string; sub_filters: { id: number }[] }[]
  }[]
}

describe('tactics', () => {
  let t: TestApp
  let actors: VendorActors
  let id: string
  let lookups: NewTacticData
  beforeAll(async () => {
    t = await createTestApp()
    actors = await createVendorActors(t)
    id = String(actors.vendor.id)
    const res = await t.client.vendors[':id'].tactics.new.$get(
      { param: { id } },
      { headers: actors.headers.vendor_admin },
    )
    lookups = (await okJson(res)).data as unknown as NewTacticData
  })
  afterAll(() => t.close())

  const group = (key: string) => {
    const found = lookups.filters.find((g) => g.key === key)
    if (!found) throw new Error(`No filter group ${key}`)
    return found
  }
  const firstOption = (key: string) => group(key).filter_types[0]?.id as number

  const tacticForm = (overrides: Partial<TacticFormInput> = {}): TacticFormInput => ({
    tactic_type_ids: [lookups.tactic_types[0]?.id as number],
    name: 'Endcap Sampling',
    description: 'Sampling at the endcaps of 400 stores.',
    e_commerce_service: true,
    in_house_service: true,
    min_order_size: true,
    min_order_size_text: '50 stores',
    filters: [
      { id: group('path_to_purchase').id, children: [firstOption('path_to_purchase')] },
      { id: group('brand_objectives').id, children: [firstOption('brand_objectives')] },
      { id: group('turnaround_time').id, children: [firstOption('turnaround_time')] },
      { id: group('marketing_objectives').id, new_children: ['Win Back Lapsed Buyers'] },
    ],
    videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ...overrides,
  })

  const create = (
    actor: Actor,
    form: TacticFormInput = tacticForm(),
    files: Record<string, File | string> = {},
  ) =>
    t.client.vendors[':id'].tactics.$post(
      { param: { id }, form: { ...toMultipartFields(form), ...files } },
      { headers: actors.headers[actor] },
    )

  const created = async (form?: TacticFormInput, files?: Record<string, File | string>) => {
    const res = await create('vendor_admin', form, files)
    expect(res.status).toBe(201)
    return (
      (await res.json()) as {
        data: { id: number; illustrations: { id: number; url: string; kind: string }[] }
      }
    ).data
  }

  const errorsOf = async (res: Response) => {
    expect(res.status).toBe(422)
    return ((await res.json()) as { errors: Record<string, string[]> }).errors
  }

  describe('GET /vendors/{id}/tactics/new', () => {
    it('answers the tactic types and every filter group unticked', () => {
      expect(lookups.tactic_types.length).toBeGreaterThan(10)
      expect(lookups.filters.map((g) => g.key)).toContain('approved_retailers')
      expect(group('approved_retailers').filter_types[0]?.sub_filters.length).toBeGreaterThan(0)
    })

    it.each(ACTORS)('answers %s as the matrix says', async (actor) => {
      const res = await t.client.vendors[':id'].tactics.new.$get(
        { param: { id } },
        { headers: actors.headers[actor] },
      )
      expect(res.status).toBe(expectedStatus(actor))
    })
  })

  describe('POST /vendors/{id}/tactics', () => {
    it('creates a tactic with its filters, typed options, videos and illustrations', async () => {
      const files = {
        illustration1: fileOf(await pngBytes(), 'a.png', 'image/png'),
        illustration2: fileOf(await jpegBytes(3000, 1000), 'b.jpg', 'image/jpeg'),
        illustration3: fileOf(pdfBytes(), 'c.pdf', 'application/pdf'),
      }
      const tactic = await created(tacticForm(), files)
      const shown = await t.client.vendors[':id'].tactics[':tacticId'].$get(
        { param: { id, tacticId: String(tactic.id) }, query: { search_id: '7' } },
        { headers: actors.headers.cpg_user },
      )
      const { data } = await shownJson(shown)
      expect(data).toMatchObject({
        id: tactic.id,
        vendor_id: actors.vendor.id,
        name: 'Endcap Sampling',
        featured: false,
        e_commerce_service: true,
        in_house_service: true,
        min_order_size: true,
        min_order_size_text: '50 stores',
        turnaround_time: group('turnaround_time').filter_types[0]?.name,
        videos: tacticForm().videos,
        search_id: 7,
        can_manage: false,
        vendor: { id: actors.vendor.id, website: 'https://vendor.example' },
      })
      expect(data.illustrations.map((i) => i.kind)).toEqual(['image', 'image', 'pdf'])
      expect(data.illustrations[0]?.url).toMatch(/^\/uploads\/illustrations\/[0-9a-f]{64}\.png$/)
      expect(data.illustrations[2]?.url).toMatch(/\.pdf$/)
      expect(data.image).toEqual(data.illustrations[0])
      const marketing = data.filters.find((g) => g.key === 'marketing_objectives')
      const typed = marketing?.filter_types.find((o) => o.name === 'Win Back Lapsed Buyers')
      expect(typed).toMatchObject({ checked: true, custom: true })
      const served = await t.app.request(data.illustrations[2]?.url as string)
      expect(served.headers.get('content-type')).toBe('application/pdf')
      expect(served.headers.get('content-security-policy')).toContain('sandbox')
    })

    it.each(ACTORS)('lets %s create as the matrix says', async (actor) => {
      expect((await create(actor)).status).toBe(expectedStatus(actor, 201))
    })

    it('lets only a super_admin mark a tactic featured', async () => {
      const refused = await create('vendor_admin', tacticForm({ featured: true }))
      expect(refused.status).toBe(403)
      expect(await refused.json()).toEqual({ errors: [TACTIC_MESSAGES.featuredForbidden] })
      const res = await create('super_admin', tacticForm({ featured: true }))
      expect(res.status).toBe(201)
      expect(((await res.json()) as { data: { featured: boolean } }).data.featured).toBe(true)
    })

    it('takes a tactic unfeatured in the form out of the admin’s order of featured tactics', async () => {
      const res = await create('super_admin', tacticForm({ featured: true }))
      const tacticId = ((await res.json()) as { data: { id: number } }).data.id
      const admin = actors.headers.super_admin
      const featured = async () => {
        const answer = await okJson(await t.client.admin.featured.$get({}, { headers: admin }))
        return answer.tactics.map((tactic) => tactic.id)
      }
      const others = (await featured()).filter((other) => other !== tacticId)
      const placed = await t.client.admin.featured.tactics.$put(
        { json: { tactic_ids: [tacticId, ...others] } },
        { headers: admin },
      )
      expect(placed.status).toBe(200)
      const edit = (featured: boolean) =>
        t.client.vendors[':id'].tactics[':tacticId'].$patch(
          { param: { id, tacticId: String(tacticId) }, json: tacticForm({ featured }) },
          { headers: admin },
        )
      expect((await edit(false)).status).toBe(200)
      expect(await featured()).toEqual(others)
      // Featured again, it follows the tactics the admin placed rather than taking its old place.
      expect((await edit(true)).status).toBe(200)
      expect(await featured()).toEqual([...others, tacticId])
    })

    it('answers each rule of the form with its message', async () => {
      const empty = await errorsOf(
        await t.client.vendors[':id'].tactics.$post(
          { param: { id }, form: {} },
          { headers: actors.headers.vendor_admin },
        ),
      )
      expect(empty).toMatchObject({
        tactic_type_ids: [TACTIC_MESSAGES.tacticTypeRequired],
        name: [TACTIC_MESSAGES.nameRequired],
        description: [TACTIC_MESSAGES.descriptionRequired],
        e_commerce_service: [TACTIC_MESSAGES.answerRequired],
      })
      const long = await errorsOf(
        await create(
          'vendor_admin',
          tacticForm({
            name: 'n'.repeat(61),
            description: 'd'.repeat(301),
            videos: ['https://youtu.be/x'],
          }),
        ),
      )
      expect(long).toMatchObject({
        name: [MESSAGES.tooLong(60)],
        description: ['Too long, maximum 300 chars'],
        'videos.0': [VIDEO_MESSAGES.invalid],
      })
      const videos = Array(5).fill('https://vimeo.com/1')
      expect((await errorsOf(await create('vendor_admin', tacticForm({ videos })))).videos).toEqual(
        [VIDEO_MESSAGES.tooMany],
      )
    })

    it('answers the filter group rules', async () => {
      const none = await errorsOf(await create('vendor_admin', tacticForm({ filters: [] })))
      expect(none).toMatchObject({
        path_to_purchase: [TACTIC_MESSAGES.pathToPurchaseRequired],
        brand_objectives: [TACTIC_MESSAGES.brandObjectivesRequired],
      })
      const retailers = group('approved_retailers')
      const walmart = retailers.filter_types.find((o) => o.sub_filters.length > 0)
      const turnaround = group('turnaround_time').filter_types.map((o) => o.id)
      const broken = await errorsOf(
        await create(
          'vendor_admin',
          tacticForm({
            tactic_type_ids: [999_999],
            filters: [
              ...(tacticForm().filters ?? []).slice(0, 2),
              { id: retailers.id, children: [walmart?.id as number] },
              { id: group('turnaround_time').id, children: turnaround.slice(0, 2) },
              { id: group('pricing_model').id, new_children: ['Barter'] },
              { id: group('target_options').id, children: [firstOption('brand_objectives')] },
              { id: 999_999 },
            ],
          }),
        ),
      )
      expect(broken).toMatchObject({
        tactic_type_ids: [TACTIC_MESSAGES.unknownOption],
        approved_retailers: [TACTIC_MESSAGES.groupedSelectRequired],
        turnaround_time: [TACTIC_MESSAGES.oneOptionOnly],
        pricing_model: [TACTIC_MESSAGES.unknownOption],
        target_options: [TACTIC_MESSAGES.unknownOption],
        filters: [TACTIC_MESSAGES.unknownOption],
      })
      const banner = walmart?.sub_filters[0]?.id as number
      const ok = await create(
        'vendor_admin',
        tacticForm({
          filters: [
            ...(tacticForm().filters ?? []),
            {
              id: retailers.id,
              children: [walmart?.id as number, banner],
              new_children: ['Corner Shop'],
            },
          ],
        }),
      )
      expect(ok.status).toBe(201)
    })

    it('takes png, jpeg and pdf illustrations by content, at most 5', async () => {
      const png = async (name: string) => fileOf(await pngBytes(), name, 'image/png')
      const refused: File[] = [
        fileOf(await gifBytes(), 'a.png', 'image/png'),
        fileOf(Buffer.from('just text'), 'a.pdf', 'application/pdf'),
        fileOf(await polyglotBytes(), 'a.jpg', 'image/jpeg'),
        fileOf(
          pdfBytes('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '),
          'a.pdf',
          'application/pdf',
        ),
        fileOf(
          Buffer.concat([pdfBytes(), Buffer.from('<html><script>1</script></html>')]),
          'b.pdf',
          'application/pdf',
        ),
      ]
      for (const file of refused) {
        const errors = await errorsOf(
          await create('vendor_admin', tacticForm(), { illustration2: file }),
        )
        expect(errors).toEqual({
          illustration2: [TACTIC_MESSAGES.illustrationFormat],
          full_messages: [TACTIC_MESSAGES.illustrationFormat],
        })
      }
      const six: Record<string, File> = {}
      for (const n of [1, 2, 3, 4, 5, 6]) six[`illustration${n}`] = await png(`${n}.png`)
      expect(
        (await errorsOf(await create('vendor_admin', tacticForm(), six))).illustrations,
      ).toEqual([TACTIC_MESSAGES.illustrationsMax])
      const { illustration6: _, ...five } = six
      expect((await created(tacticForm(), five)).illustrations).toHaveLength(5)
    })
  })

  describe('a tactic', () => {
    let tacticId: string
    beforeAll(async () => {
      tacticId = String((await created()).id)
    })
    const param = () => ({ id, tacticId })

    it('is shown to visitors limited, with show_data false', async () => {
      const res = await t.client.vendors[':id'].tactics[':tacticId'].$get({
        param: param(),
        query: {},
      })
      expect(res.status).toBe(200)
      const body = (await res.json()) as { data: object }
      expect(body).toEqual({
        show_data: false,
        data: expect.objectContaining({ name: 'Endcap Sampling' }),
      })
      expect(body.data).not.toHaveProperty('description')
    })

    it('is found only under its own vendor', async () => {
      const other = String(actors.other.id)
      for (const [vendorId, tactic] of [
        [other, tacticId],
        [id, '999999'],
        [id, 'x'],
      ]) {
        const res = await t.client.vendors[':id'].tactics[':tacticId'].$get(
          { param: { id: vendorId as string, tacticId: tactic as string }, query: {} },
          { headers: actors.headers.cpg_user },
        )
        expect(res.status).toBe(404)
      }
    })

    it('is listed by tactic type', async () => {
      const res = await t.client.vendors[':id'].tactics.$get(
        { param: { id } },
        { headers: actors.headers.cpg_user },
      )
      const { data } = await okJson(res)
      expect(data.total_count).toBeGreaterThan(0)
      expect(data.categories[0]?.tactics.map((tactic) => tactic.id)).toContain(Number(tacticId))
      const visitor = await okJson(await t.client.vendors[':id'].tactics.$get({ param: { id } }))
      expect(visitor.show_data).toBe(false)
      expect(visitor.data.categories[0]?.tactics[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
      })
    })

    it.each(ACTORS)('answers the edit form to %s as the matrix says', async (actor) => {
      const res = await t.client.vendors[':id'].tactics[':tacticId'].edit.$get(
        { param: param() },
        { headers: actors.headers[actor] },
      )
      expect(res.status).toBe(expectedStatus(actor))
    })

    it('answers its form values for editing', async () => {
      const res = await t.client.vendors[':id'].tactics[':tacticId'].edit.$get(
        { param: param() },
        { headers: actors.headers.vendor_admin },
      )
      const { data } = await okJson(res)
      expect(data.tactic).toMatchObject({
        name: 'Endcap Sampling',
        e_commerce_service: true,
        min_order_size_text: '50 stores',
      })
      const path = data.tactic.filters.find((f) => f.id === group('path_to_purchase').id)
      expect(path?.children).toEqual([firstOption('path_to_purchase')])
    })

    it.each(ACTORS)('lets %s update as the matrix says', async (actor) => {
      const res = await t.client.vendors[':id'].tactics[':tacticId'].$patch(
        { param: param(), json: tacticForm({ name: `Updated by ${actor}` }) },
        { headers: actors.headers[actor] },
      )
      expect(res.status).toBe(expectedStatus(actor))
    })

    it('updates with the same rules', async () => {
      const res = await t.client.vendors[':id'].tactics[':tacticId'].$patch(
        {
          param: param(),
          json: tacticForm({ name: 'Renamed', min_order_size: false, videos: [] }),
        },
        { headers: actors.headers.vendor_admin },
      )
      expect((await okJson(res)).data).toMatchObject({
        name: 'Renamed',
        min_order_size: false,
        min_order_size_text: null,
        videos: [],
      })
      const bad = await t.client.vendors[':id'].tactics[':tacticId'].$patch(
        { param: param(), json: tacticForm({ description: '', filters: [] }) },
        { headers: actors.headers.vendor_admin },
      )
      expect(await errorsOf(bad)).toMatchObject({
        description: [TACTIC_MESSAGES.descriptionRequired],
      })
      const unticked = await t.client.vendors[':id'].tactics[':tacticId'].$patch(
        { param: param(), json: tacticForm({ filters: [] }) },
        { headers: actors.headers.vendor_admin },
      )
      expect(await errorsOf(unticked)).toMatchObject({
        path_to_purchase: [TACTIC_MESSAGES.pathToPurchaseRequired],
      })
      const featured = await t.client.vendors[':id'].tactics[':tacticId'].$patch(
        { param: param(), json: tacticForm({ featured: true }) },
        { headers: actors.headers.vendor_admin },
      )
      expect(featured.status).toBe(403)
    })

    it('adds and deletes illustrations, at most 5', async () => {
      const post = (actor: Actor, image: File | string) =>
        t.client.vendors[':id'].tactics[':tacticId'].illustrations.$post(
          { param: param(), form: { image } },
          { headers: actors.headers[actor] },
        )
      for (const actor of ACTORS) {
        const res = await post(actor, fileOf(await pngBytes(), 'a.png', 'image/png'))
        expect(res.status).toBe(expectedStatus(actor, 201))
      }
      const wrong = await post('vendor_admin', fileOf(await gifBytes(), 'a.jpg', 'image/jpeg'))
      expect((await errorsOf(wrong)).image).toEqual([TACTIC_MESSAGES.illustrationFormat])
      const ids: number[] = []
      for (const n of [1, 2, 3]) {
        const res = await post(
          'vendor_admin',
          fileOf(n === 3 ? pdfBytes() : await jpegBytes(10 + n, 10), 'x', ''),
        )
        expect(res.status).toBe(201)
        ids.push(((await res.json()) as { id: number }).id)
      }
      const full = await post('vendor_admin', fileOf(await pngBytes(), 'a.png', 'image/png'))
      expect((await errorsOf(full)).image).toEqual([TACTIC_MESSAGES.illustrationsMax])

      const del = (actor: Actor, imageId: number | string) =>
        t.client.vendors[':id'].tactics[':tacticId'].illustrations[':imageId'].$delete(
          { param: { ...param(), imageId: String(imageId) } },
          { headers: actors.headers[actor] },
        )
      for (const actor of ACTORS.filter((a) => !MANAGERS.includes(a))) {
        expect((await del(actor, ids[0] as number)).status).toBe(expectedStatus(actor))
      }
      expect((await del('vendor_admin', ids[0] as number)).status).toBe(200)
      expect((await del('super_admin', ids[0] as number)).status).toBe(404)
      expect(
        (await post('vendor_admin', fileOf(await pngBytes(), 'a.png', 'image/png'))).status,
      ).toBe(201)
    })

    it('is deleted by its vendor admin or a super_admin only', async () => {
      const del = (actor: Actor, tactic = tacticId) =>
        t.client.vendors[':id'].tactics[':tacticId'].$delete(
          { param: { id, tacticId: tactic } },
          { headers: actors.headers[actor] },
        )
      for (const actor of ACTORS.filter((a) => !MANAGERS.includes(a))) {
        expect((await del(actor)).status).toBe(expectedStatus(actor))
      }
      const res = await del('vendor_admin')
      expect(await okJson(res)).toEqual({ success: true, vendor_id: actors.vendor.id })
      expect((await del('super_admin')).status).toBe(404)
      const other = String((await created()).id)
      expect((await del('super_admin', other)).status).toBe(200)
    })
  })
})
