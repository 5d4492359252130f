import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEARCH_TOO_LONG, SEARCH_TOO_SHORT } from '../../domain/search.ts'
import { SEARCH_QUERY_MESSAGES as M } from '../../domain/search-query-fields.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

const UNKNOWN = 999999

describe('search parameters', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  /** The 422 errors of a GET; fails on any other status. */
  const errorsOf = async (path: string) => {
    const res = await apiRequest(t, 'GET', path)
    const body = await res.json()
    expect(res.status, JSON.stringify(body)).toBe(422)
    return body.errors as Record<string, string[]>
  }

  it.each([
    ['/tactic_search?page=abc', 'page', M.pageNotNumber],
    ['/tactic_search?page=0', 'page', M.pageNotNumber],
    ['/vendor_search?page=-1', 'page', M.pageNotNumber],
    ['/vendor_search?page=1&page=2', 'page', M.pageNotNumber],
    ['/tactic_search?per_page=ten', 'per_page', M.perPageNotNumber],
    ['/tactic_search?per_page=101', 'per_page', M.perPageTooLarge],
    ['/tactic_search?keyword=a', 'keyword', SEARCH_TOO_SHORT],
    ['/vendor_search?keyword=%20a%20%20', 'keyword', SEARCH_TOO_SHORT],
    [`/tactic_search?keyword=${'a'.repeat(61)}`, 'keyword', SEARCH_TOO_LONG],
    ['/tactic_search?search_by=keyword', 'keyword', SEARCH_TOO_SHORT],
    ['/vendor_search?autocomplete=true&keyword=', 'keyword', SEARCH_TOO_SHORT],
    ['/tactic_search?search_by=everything', 'search_by', M.searchBy],
    ['/tactic_search?in_house_service=maybe', 'in_house_service', M.notBoolean],
    ['/tactic_search?filter_option_ids[]=abc', 'filter_option_ids', M.notId],
    ['/vendor_search?vendor_type_ids[]=1.5', 'vendor_type_ids', M.notId],
    ['/vendor_search?years_in_business_min=ten', 'years_in_business_min', M.yearsNotNumber],
    [
      '/vendor_search?years_in_business_min=10&years_in_business_max=5',
      'years_in_business_min',
      M.yearsRange,
    ],
    ['/path_to_purchase_search', 'path_to_purchase_id', M.browseTarget],
  ])('%s answers 422 on %s', async (path, field, message) => {
    const errors = await errorsOf(path)
    expect(errors[field]).toEqual([message])
    expect(errors.full_messages).toContain(message)
  })

  it('takes 60 characters', async () => {
    const res = await apiRequest(t, 'GET', `/tactic_search?keyword=${'a'.repeat(60)}`)
    expect(res.status).toBe(200)
  })

  it.each([
    ['/tactic_search', 'filter_option_ids[]', 'filter_option_ids', 'filter options'],
    ['/tactic_search', 'approved_retailers[]', 'approved_retailers', 'retailers'],
    ['/tactic_search', 'turnaround_time', 'turnaround_time', 'turnaround time'],
    ['/tactic_search', 'tactic_type_id', 'tactic_type_id', 'tactic type'],
    ['/tactic_search', 'path_to_purchase_id', 'path_to_purchase_id', 'path to purchase'],
    ['/tactic_search', 'vendor_type_id', 'vendor_type_id', 'vendor type'],
    ['/path_to_purchase_search', 'tactic_type_id', 'tactic_type_id', 'tactic type'],
    ['/vendor_search', 'vendor_type_id', 'vendor_type_id', 'vendor type'],
    ['/vendor_search', 'vendor_type_ids[]', 'vendor_type_ids', 'vendor types'],
    ['/vendor_search', 'service_coverages[]', 'service_coverages', 'areas'],
    [
      '/vendor_search',
      'diversity_certification_ids[]',
      'diversity_certification_ids',
      'diversity certifications',
    ],
  ])('%s answers 422 for an unknown %s', async (path, parameter, field, what) => {
    const errors = await errorsOf(`${path}?${parameter}=${UNKNOWN}`)
    expect(errors[field]).toEqual([M.unknownIds(what, [UNKNOWN])])
  })

  it('names only the unknown ids of a list', async () => {
    const errors = await errorsOf(
      `/tactic_search?filter_option_ids[]=1&filter_option_ids[]=${UNKNOWN}`,
    )
    expect(errors.filter_option_ids).toEqual([M.unknownIds('filter options', [UNKNOWN])])
  })

  it('rejects an option of another group as a turnaround time or retailer', async () => {
    expect(Object.keys(await errorsOf('/tactic_search?turnaround_time=1'))).toContain(
      'turnaround_time',
    )
    expect(Object.keys(await errorsOf('/tactic_search?approved_retailers[]=1'))).toContain(
      'approved_retailers',
    )
  })
})
