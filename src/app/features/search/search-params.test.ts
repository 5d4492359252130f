import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fromLegacyQuery } from '../../navigation/legacy-query.ts'
import {
  hasFilters,
  normalizeSearch,
  SearchParams,
  searchKindOf,
} from '../../navigation/search-params.ts'
import {
  switchTab,
  withFilters,
  withKeyword,
  withPage,
  withStage,
  withVendorType,
} from './search-navigation.ts'

describe('search params', () => {
  it('drops bad values instead of failing the route', () => {
    expect(
      v.parse(SearchParams, { tab: 'people', page: 0, options: ['x'], keyword: '  mop  ' }),
    ).toEqual({ keyword: 'mop' })
  })

  it('keeps only what belongs to the tab', () => {
    expect(normalizeSearch({ tab: 'vendors', options: [1], vendorType: 2, page: 1 })).toEqual({
      tab: 'vendors',
      vendorType: 2,
    })
  })

  it('keeps the event on either tab', () => {
    expect(normalizeSearch({ tab: 'vendors', event: 4, options: [1] })).toEqual({
      tab: 'vendors',
      event: 4,
    })
    expect(normalizeSearch({ event: 4, keyword: 'mop' })).toEqual({
      tab: 'tactics',
      keyword: 'mop',
      event: 4,
    })
    expect(searchKindOf({ tab: 'vendors', event: 4 })).toBe('filters')
  })

  it('tells keyword, filter and Browse searches apart', () => {
    expect(searchKindOf({ keyword: 'ab' })).toBe('keyword')
    expect(searchKindOf({ stage: 1 })).toBe('browse')
    expect(searchKindOf({ tab: 'vendors', vendorType: 1 })).toBe('browse')
    expect(searchKindOf({ tab: 'vendors', vendorType: 1, yearsMin: 5 })).toBe('filters')
    expect(searchKindOf({ options: [] })).toBeNull()
    expect(hasFilters({ certifications: [] })).toBe(false)
  })
})

describe('moving between searches', () => {
  const current = { tab: 'tactics' as const, keyword: 'mop', options: [2], page: 4 }

  it('a tab starts empty', () => {
    expect(switchTab('vendors')).toEqual({ tab: 'vendors' })
  })

  it('a keyword keeps the filters and goes to page 1', () => {
    expect(withKeyword(current, 'sampling')).toEqual({
      tab: 'tactics',
      keyword: 'sampling',
      options: [2],
    })
  })

  it('filters keep the keyword and go to page 1', () => {
    expect(withFilters(current, { retailers: [5] })).toEqual({
      tab: 'tactics',
      keyword: 'mop',
      retailers: [5],
    })
  })

  it('a Browse choice starts afresh', () => {
    expect(withVendorType(3)).toEqual({ tab: 'vendors', vendorType: 3 })
    expect(withStage(2)).toEqual({ tab: 'tactics', stage: 2 })
    expect(withStage(2, 9)).toEqual({ tab: 'tactics', tacticType: 9 })
  })

  it('a page keeps the search', () => {
    expect(withPage(current, 2)).toEqual({ ...current, page: 2 })
  })
})

describe('fromLegacyQuery', () => {
  it('ignores a query without the legacy values', () => {
    expect(fromLegacyQuery({ keyword: 'mop' })).toBeNull()
  })

  it('reads activeTab and searchValue', () => {
    expect(
      fromLegacyQuery({ activeTab: 'vendors', searchValue: 'bright', resultText: 'x' }),
    ).toEqual({ tab: 'vendors', keyword: 'bright' })
    expect(fromLegacyQuery({ search: 'sampling' })).toEqual({ keyword: 'sampling' })
  })

  it('reads the search request in requestData', () => {
    const requestData = JSON.stringify({
      searchType: 'vendorFilters',
      query: {
        search_by: 'filters',
        filters: { vendor_type_ids: [4], service_coverages: [{ id: 7 }], years_in_business_min: 5 },
      },
    })
    expect(fromLegacyQuery({ requestData })).toEqual({
      tab: 'vendors',
      vendorType: 4,
      coverage: [7],
      yearsMin: 5,
    })
    expect(
      fromLegacyQuery({
        requestData: JSON.stringify({ searchType: 'pathToPurchase', query: { tactic_type_id: 3 } }),
      }),
    ).toEqual({ tab: 'tactics', tacticType: 3 })
  })

  it('survives requestData that is not JSON', () => {
    expect(fromLegacyQuery({ requestData: '{oops', activeTab: 'tactics' })).toEqual({
      tab: 'tactics',
    })
  })
})
