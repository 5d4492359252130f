import { describe, expect, it } from 'vitest'
import { autocompleteRequestOf, searchRequestOf } from './search-request.ts'

describe('searchRequestOf', () => {
  it('asks nothing without a keyword, filter or Browse choice', () => {
    expect(searchRequestOf({})).toBeNull()
    expect(searchRequestOf({ tab: 'vendors', page: 3 })).toBeNull()
  })

  it('asks for the chunk of 100 that holds the page', () => {
    expect(searchRequestOf({ keyword: 'sampling', page: 12 })).toEqual({
      path: '/tactic_search',
      query: expect.objectContaining({
        search_by: 'keyword',
        keyword: 'sampling',
        page: 2,
        per_page: 100,
      }),
    })
  })

  it('maps the tactic filters to the API names', () => {
    const request = searchRequestOf({
      options: [3, 4],
      retailers: [9],
      turnaround: 2,
      inHouse: true,
      eCommerce: true,
    })
    expect(request?.path).toBe('/tactic_search')
    expect(request?.query).toMatchObject({
      search_by: 'filters',
      filter_option_ids: [3, 4],
      approved_retailers: [9],
      turnaround_time: 2,
      in_house_service: true,
      e_commerce_service: true,
    })
  })

  it('sends the event on both tabs', () => {
    expect(searchRequestOf({ event: 4 })).toMatchObject({
      path: '/tactic_search',
      query: { search_by: 'filters', event: 4 },
    })
    expect(searchRequestOf({ tab: 'vendors', keyword: 'mop', event: 4 })).toMatchObject({
      path: '/vendor_search',
      query: { search_by: 'keyword', event: 4 },
    })
  })

  it('browses a stage or a tactic type through path_to_purchase_search', () => {
    expect(searchRequestOf({ stage: 2 })).toMatchObject({
      path: '/path_to_purchase_search',
      query: { path_to_purchase_id: 2, search_by: 'filters' },
    })
    expect(searchRequestOf({ tacticType: 7 })?.query.tactic_type_id).toBe(7)
  })

  it('maps the vendor filters to the API names', () => {
    expect(
      searchRequestOf({
        tab: 'vendors',
        vendorType: 1,
        yearsMin: 5,
        yearsMax: 10,
        certifications: [2],
        coverage: [8],
      }),
    ).toMatchObject({
      path: '/vendor_search',
      query: {
        vendor_type_id: 1,
        years_in_business_min: 5,
        years_in_business_max: 10,
        diversity_certification_ids: [2],
        service_coverages: [8],
      },
    })
  })

  it('asks the tab for suggestions with autocomplete=true', () => {
    expect(autocompleteRequestOf('vendors', ' bri ')).toEqual({
      path: '/vendor_search',
      query: { search_by: 'keyword', keyword: 'bri', autocomplete: true },
    })
  })
})
