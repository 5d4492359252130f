import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../../api/api-client.ts'
import { listsFailed } from './search-filters-query.ts'

describe('listsFailed: when the filters say "Something went wrong, please refresh page"', () => {
  it('is a server error on lists never loaded', () => {
    expect(listsFailed({ isError: true, data: undefined, error: new ApiError(500, {}) })).toBe(true)
  })

  it('is not a failed connection, which the offline banner and the results say', () => {
    expect(listsFailed({ isError: true, data: undefined, error: new NetworkError() })).toBe(false)
  })

  it('is not a failed read of lists this device holds', () => {
    expect(listsFailed({ isError: true, data: {}, error: new ApiError(500, {}) })).toBe(false)
  })

  it('is not a read that succeeded', () => {
    expect(listsFailed({ isError: false, data: undefined, error: null })).toBe(false)
  })
})
