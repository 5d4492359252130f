import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminAuditEvent } from '../../domain/admin-audit.ts'
import {
  ADMIN_LOOKUP_MESSAGES,
  type AdminLookup,
  type LookupKind,
} from '../../domain/admin-lookups.ts'
import { MESSAGES } from '../../domain/fields.ts'
import { filterGroups, filterOptions, tacticTypes, vendorTypes } from '../db/schema/index.ts'
import { readCatalogueVersion } from '../search/catalogue-version.ts'
import { createTactic, createVendor, uniqueWord } from '../search/testing/catalogue-factories.ts'
import { searchRequests, tacticIds, vendorIds } from '../search/testing/search-requests.ts'
import { apiRequest } from '../testing/api-request.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

describe('lookups in the admin API', () => {
  let t: TestApp
  let admin: Record<string, string>
  beforeAll(async () => {
    t = await createTestApp()
    admin = authHeaders(await signIn(t, 'admin@demo.example'))
  })
  afterAll(() => t.close())

  const list = async (kind: LookupKind) => {
    const res = await apiRequest(t, 'GET', `/admin/lookups/${kind}`, undefined, admin)
    expect(res.status).toBe(200)
    return ((await res.json()) as { lookups: AdminLookup[] }).lookups
  }
  const create = (kind: LookupKind, body: unknown) =>
    apiRequest(t, 'POST', `/admin/lookups/${kind}`, body, admin)
  const created = async (kind: LookupKind, body: Record<string, unknown>) => {
    const res = await create(kind, body)
    const answer = (await res.json()) as { lookup: AdminLookup }
    expect(res.status, JSON.stringify(answer)).toBe(201)
    return answer.lookup
  }
  const errorsOf = async (res: Response) => {
    expect(res.status).toBe(422)
    return ((await res.json()) as { errors: Record<string, string[]> }).errors
  }
  const messageOf = async (res: Response, status: number) => {
    expect(res.status).toBe(status)
    return ((await res.json()) as { errors: string[] }).errors[0]
  }
  const merge = (kind: LookupKind, id: number, intoId: unknown) =>
    apiRequest(t, 'POST', `/admin/lookups/${kind}/${id}/merge`, { into_id: intoId }, admin)
  const remove = (kind: LookupKind, id: number) =>
    apiRequest(t, 'DELETE', `/admin/lookups/${kind}/${id}`, undefined, admin)

  it('lists every kind in the app’s order, each row with the vendors or tactics using it', async () => {
    const [type] = await t.db.select().from(vendorTypes).orderBy(vendorTypes.position).limit(1)
    await createVendor(t.db, {}, { vendorTypeIds: [type?.id as number] })
    const types = await list('vendor_types')
    expect(types[0]).toEqual({
      id: type?.id,
      name: type?.name,
      uses: expect.any(Number),
      children: 0,
      depth: 0,
      parent_id: null,
      section_id: null,
      section: null,
      min: null,
      max: null,
    })
    expect(types[0]?.uses).toBeGreaterThan(0)
    const areas = await list('geo_areas')
    expect(areas[0]?.depth).toBe(0)
    expect(areas.some((area) => area.depth === 2)).toBe(true)
    const options = await list('filter_options')
    expect(
      options.some((option) => option.section === 'Approved retailers' || option.depth > 0),
    ).toBe(true)
    for (const kind of [
      'path_to_purchase_groups',
      'tactic_types',
      'filter_groups',
      'diversity_certifications',
      'years_in_business_ranges',
    ] as const) {
      expect((await list(kind)).length, kind).toBeGreaterThan(0)
    }
    const res = await apiRequest(t, 'GET', '/admin/lookups/colours', undefined, admin)
    expect(await messageOf(res, 404)).toBe(ADMIN_LOOKUP_MESSAGES.kindUnknown)
  })

  it('adds a tactic type to its group, and the tactic form and the search filters offer it at once', async () => {
    const [group] = await list('path_to_purchase_groups')
    const name = `Aisle ${uniqueWord()}`
    const before = await readCatalogueVersion(t.db)
    const type = await created('tactic_types', { name: `  ${name} `, section_id: group?.id })
    expect(type).toMatchObject({ name, uses: 0, section_id: group?.id, section: group?.name })
    expect(await readCatalogueVersion(t.db)).not.toBe(before)
    const stages = (await (await t.client.path_to_purchase_filters.$get()).json())
      .path_to_purchase_filters
    const stage = stages.find((s) => s.id === group?.id)
    expect(stage?.tactic_types.at(-1)).toEqual({ id: type.id, name })
    const vendor = await createVendor(t.db)
    const formRes = await apiRequest(
      t,
      'GET',
      `/vendors/${vendor.id}/tactics/new`,
      undefined,
      admin,
    )
    expect(JSON.stringify(await formRes.json())).toContain(name)
  })

  it('refuses a name that is empty, too long, taken in its kind or holds control characters', async () => {
    const [type] = await list('vendor_types')
    expect(await errorsOf(await create('vendor_types', { name: '   ' }))).toMatchObject({
      name: [ADMIN_LOOKUP_MESSAGES.nameRequired],
    })
    expect(await errorsOf(await create('vendor_types', { name: 'x'.repeat(81) }))).toMatchObject({
      name: [MESSAGES.tooLong(80)],
    })
    expect(
      await errorsOf(await create('vendor_types', { name: ` ${type?.name.toUpperCase()} ` })),
    ).toMatchObject({
      name: [ADMIN_LOOKUP_MESSAGES.nameTaken('vendor type', type?.name.toUpperCase() as string)],
    })
    expect(
      Object.keys(await errorsOf(await create('vendor_types', { name: 'Bad\u0007' }))),
    ).toContain('name')
    expect(
      await errorsOf(await create('tactic_types', { name: `T ${uniqueWord()}` })),
    ).toMatchObject({
      section_id: [ADMIN_LOOKUP_MESSAGES.sectionRequired('path-to-purchase group')],
    })
    expect(
      await errorsOf(await create('years_in_business_ranges', { name: 'Odd', min: 9, max: 3 })),
    ).toMatchObject({ max: [ADMIN_LOOKUP_MESSAGES.yearsOrder] })
    const renamed = await apiRequest(
      t,
      'PATCH',
      `/admin/lookups/vendor_types/${type?.id}`,
      { name: (await list('vendor_types'))[1]?.name },
      admin,
    )
    expect(Object.keys(await errorsOf(renamed))).toEqual(['name', 'full_messages'])
  })

  it('renames a vendor type, and searches find its vendors under the new name', async () => {
    const type = await created('vendor_types', { name: `Kind ${uniqueWord()}` })
    const vendor = await createVendor(t.db, {}, { vendorTypeIds: [type.id] })
    const word = uniqueWord('zr')
    const res = await apiRequest(
      t,
      'PATCH',
      `/admin/lookups/vendor_types/${type.id}`,
      { name: `Renamed ${word}` },
      admin,
    )
    expect(res.status).toBe(200)
    expect(((await res.json()) as { lookup: AdminLookup }).lookup).toMatchObject({
      name: `Renamed ${word}`,
      uses: 1,
    })
    const audit = await apiRequest(t, 'GET', '/admin/audit?action=lookup.renamed', undefined, admin)
    expect(((await audit.json()) as { events: AdminAuditEvent[] }).events[0]).toMatchObject({
      target: { kind: 'vendor_types', id: type.id },
      before: { name: type.name },
      after: { name: `Renamed ${word}` },
    })
    const buyer = authHeaders(await signIn(t, 'buyer@demo.example'))
    expect(vendorIds(await searchRequests(t, buyer).vendors({ keyword: word }))).toEqual([
      vendor.id,
    ])
  })

  it('moves a row among its siblings and says when it is already at the end', async () => {
    const [group] = await list('path_to_purchase_groups')
    const first = await created('tactic_types', {
      name: `A ${uniqueWord()}`,
      section_id: group?.id,
    })
    const second = await created('tactic_types', {
      name: `B ${uniqueWord()}`,
      section_id: group?.id,
    })
    const move = (id: number, direction: string) =>
      apiRequest(t, 'POST', `/admin/lookups/tactic_types/${id}/move`, { direction }, admin)
    const res = await move(second.id, 'up')
    expect(res.status).toBe(200)
    const ids = ((await res.json()) as { lookups: AdminLookup[] }).lookups.map((row) => row.id)
    expect(ids.indexOf(second.id)).toBe(ids.indexOf(first.id) - 1)
    expect(await messageOf(await move(first.id, 'down'), 409)).toBe(
      ADMIN_LOOKUP_MESSAGES.cannotMove,
    )
    expect(await errorsOf(await move(first.id, 'sideways'))).toMatchObject({
      direction: [ADMIN_LOOKUP_MESSAGES.directionInvalid],
    })
  })

  it('orders certifications as the operators place them, in the company form and the filters', async () => {
    const added = await created('diversity_certifications', { name: `Zz ${uniqueWord()}` })
    const ids = async () => (await list('diversity_certifications')).map((row) => row.id)
    const before = await ids()
    expect(before.at(-1)).toBe(added.id)
    const move = apiRequest(
      t,
      'POST',
      `/admin/lookups/diversity_certifications/${added.id}/move`,
      { direction: 'up' },
      admin,
    )
    expect((await move).status).toBe(200)
    const after = await ids()
    expect(after.indexOf(added.id)).toBe(before.length - 2)
    const filters = await (await t.client.search_filters.$get()).json()
    expect(filters.diversity_certifications.map((row) => row.id)).toEqual(after)
  })

  it('deletes an unused row; one in use asks to be merged instead', async () => {
    const unused = await created('diversity_certifications', { name: `Cert ${uniqueWord()}` })
    expect((await remove('diversity_certifications', unused.id)).status).toBe(204)
    expect((await list('diversity_certifications')).map((row) => row.id)).not.toContain(unused.id)
    const used = await created('vendor_types', { name: `Used ${uniqueWord()}` })
    await createVendor(t.db, {}, { vendorTypeIds: [used.id] })
    expect(await messageOf(await remove('vendor_types', used.id), 409)).toBe(
      ADMIN_LOOKUP_MESSAGES.inUse('vendor type'),
    )
    const [retailers] = await t.db
      .select()
      .from(filterGroups)
      .where(eq(filterGroups.key, 'approved_retailers'))
    expect(await messageOf(await remove('filter_groups', retailers?.id as number), 409)).toBe(
      ADMIN_LOOKUP_MESSAGES.searchOwn,
    )
    expect(await messageOf(await remove('vendor_types', 2_000_000_000), 404)).toBe(
      ADMIN_LOOKUP_MESSAGES.notFound,
    )
  })

  it('merges a vendor type: its vendors move to the kept one, and searches by it find them', async () => {
    const kept = await created('vendor_types', { name: `Kept ${uniqueWord()}` })
    const gone = await created('vendor_types', { name: `Gone ${uniqueWord()}` })
    const both = await createVendor(t.db, {}, { vendorTypeIds: [kept.id, gone.id] })
    const moved = await createVendor(t.db, {}, { vendorTypeIds: [gone.id] })
    const res = await merge('vendor_types', gone.id, kept.id)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { lookup: AdminLookup }).lookup).toMatchObject({
      id: kept.id,
      uses: 2,
    })
    expect((await list('vendor_types')).map((row) => row.id)).not.toContain(gone.id)
    const audit = await apiRequest(t, 'GET', '/admin/audit?action=lookup.merged', undefined, admin)
    const [event] = ((await audit.json()) as { events: AdminAuditEvent[] }).events
    expect(event).toMatchObject({
      action: 'lookup.merged',
      actor: { email: 'admin@demo.example' },
      target: { kind: 'vendor_types', id: gone.id, label: gone.name },
      before: { name: gone.name, uses: 2 },
      after: { merged_into: kept.name, into: { name: kept.name, uses: 2 } },
    })
    const buyer = authHeaders(await signIn(t, 'buyer@demo.example'))
    const found = vendorIds(
      await searchRequests(t, buyer).vendors({ 'vendor_type_ids[]': [kept.id] }),
    )
    expect(found.sort()).toEqual([both.id, moved.id].sort())
  })

  it('merges a tactic type and a filter option: the tactics’ search documents follow', async () => {
    const [group] = await list('path_to_purchase_groups')
    const kept = await created('tactic_types', {
      name: `Keep ${uniqueWord()}`,
      section_id: group?.id,
    })
    const gone = await created('tactic_types', {
      name: `Drop ${uniqueWord()}`,
      section_id: group?.id,
    })
    const [option] = await t.db
      .select()
      .from(filterOptions)
      .where(eq(filterOptions.custom, false))
      .limit(1)
    const keptOption = await created('filter_options', {
      name: `Opt ${uniqueWord()}`,
      section_id: option?.groupId,
    })
    const goneOption = await created('filter_options', {
      name: `Opt ${uniqueWord()}`,
      section_id: option?.groupId,
    })
    const vendor = await createVendor(t.db)
    const tactic = await createTactic(
      t.db,
      { vendorId: vendor.id },
      { tacticTypeIds: [gone.id], filterOptionIds: [goneOption.id] },
    )
    expect((await merge('tactic_types', gone.id, kept.id)).status).toBe(200)
    expect((await merge('filter_options', goneOption.id, keptOption.id)).status).toBe(200)
    const links = await t.db.select().from(tacticTypes).where(eq(tacticTypes.id, gone.id))
    expect(links).toEqual([])
    const buyer = authHeaders(await signIn(t, 'buyer@demo.example'))
    const found = await searchRequests(t, buyer).tactics({ 'filter_option_ids[]': [keptOption.id] })
    expect(tacticIds(found)).toEqual([tactic.id])
    expect(await errorsOf(await merge('tactic_types', kept.id, kept.id))).toMatchObject({
      into_id: [ADMIN_LOOKUP_MESSAGES.mergeSelf],
    })
    const [other] = (await list('filter_options')).filter(
      (row) => row.section_id !== option?.groupId,
    )
    expect(await errorsOf(await merge('filter_options', keptOption.id, other?.id))).toMatchObject({
      into_id: [ADMIN_LOOKUP_MESSAGES.mergeMismatch('filter option')],
    })
  })

  it('merges a service coverage area: coverage and the areas under it move to the kept one', async () => {
    const areas = await list('geo_areas')
    const country = areas.find((area) => area.depth === 0) as AdminLookup
    const kept = await created('geo_areas', {
      name: `Region ${uniqueWord()}`,
      parent_id: country.id,
    })
    const gone = await created('geo_areas', {
      name: `Region ${uniqueWord()}`,
      parent_id: country.id,
    })
    const state = await created('geo_areas', { name: `State ${uniqueWord()}`, parent_id: gone.id })
    expect(state.depth).toBe(2)
    const vendor = await createVendor(
      t.db,
      {},
      { coverage: [{ geoAreaId: gone.id, allChildren: true }] },
    )
    expect((await merge('geo_areas', gone.id, kept.id)).status).toBe(200)
    const after = await list('geo_areas')
    expect(after.find((area) => area.id === kept.id)).toMatchObject({ uses: 1, children: 1 })
    expect(after.find((area) => area.id === state.id)?.parent_id).toBe(kept.id)
    const buyer = authHeaders(await signIn(t, 'buyer@demo.example'))
    const found = await searchRequests(t, buyer).vendors({ 'service_coverages[]': [state.id] })
    expect(vendorIds(found)).toContain(vendor.id)
    expect(await errorsOf(await merge('geo_areas', kept.id, country.id))).toMatchObject({
      into_id: [ADMIN_LOOKUP_MESSAGES.mergeMismatch('service coverage area')],
    })
  })
})
