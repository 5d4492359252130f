import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { SEARCH_CHUNK_SIZE } from './search.ts'
import {
  TacticSearchQuerySchema,
  toTacticSearch,
  toVendorSearch,
  VendorSearchQuerySchema,
} from './search-query.ts'

describe('search query schemas', () => {
  it('read an empty query as the first chunk of a search by filters', () => {
    expect(toTacticSearch(v.parse(TacticSearchQuerySchema, {}))).toEqual({
      keyword: '',
      autocomplete: false,
      page: 1,
      perPage: SEARCH_CHUNK_SIZE,
      filterOptionIds: [],
      approvedRetailerIds: [],
      turnaroundTimeId: undefined,
      inHouseService: undefined,
      eCommerceService: undefined,
      tacticTypeId: undefined,
      pathToPurchaseId: undefined,
      vendorTypeId: undefined,
    })
  })

  it('read query strings as numbers, booleans and sorted lists without repeats', () => {
    const query = toTacticSearch(
      v.parse(TacticSearchQuerySchema, {
        keyword: '  walmart  ',
        page: '3',
        per_page: '10',
        'filter_option_ids[]': ['9', '4', '9'],
        'approved_retailers[]': '7',
        in_house_service: 'false',
        autocomplete: 'true',
      }),
    )
    expect(query).toMatchObject({
      keyword: 'walmart',
      page: 3,
      perPage: 10,
      filterOptionIds: [4, 9],
      approvedRetailerIds: [7],
      inHouseService: false,
      autocomplete: true,
    })
  })

  it('read vendor filters', () => {
    const query = toVendorSearch(
      v.parse(VendorSearchQuerySchema, {
        'service_coverages[]': ['3', '1'],
        all_countries: 'true',
        years_in_business_min: '5',
        years_in_business_max: '10',
      }),
    )
    expect(query).toMatchObject({
      serviceCoverageIds: [1, 3],
      allCountries: true,
      yearsInBusinessMin: 5,
      yearsInBusinessMax: 10,
      vendorTypeIds: [],
    })
  })
})
