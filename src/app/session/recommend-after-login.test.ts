// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  isRecommendAfterLogin,
  recommendAfterLogin,
  takeRecommendAfterLogin,
} from './recommend-after-login.ts'

describe('recommend after login', () => {
  beforeEach(() => sessionStorage.clear())

  it('is taken once after Login to Recommend, and peeking keeps it', () => {
    recommendAfterLogin(1_000)
    expect(isRecommendAfterLogin(2_000)).toBe(true)
    expect(takeRecommendAfterLogin(2_000)).toBe(true)
    expect(takeRecommendAfterLogin(2_000)).toBe(false)
  })

  it('is forgotten when the login came much later', () => {
    recommendAfterLogin(1)
    expect(takeRecommendAfterLogin(11 * 60_000)).toBe(false)
  })

  it('is false when nobody asked', () => {
    expect(takeRecommendAfterLogin()).toBe(false)
  })
})
