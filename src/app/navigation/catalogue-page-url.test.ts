import { describe, expect, it } from 'vitest'
import { tacticPageUrl, vendorIdOfPageUrl, vendorPageUrl } from './catalogue-page-url.ts'

const ORIGIN = 'https://market.example.com'

describe('vendorPageUrl', () => {
  it('is the absolute address of the vendor profile, which the booth code holds', () => {
    expect(vendorPageUrl(ORIGIN, 42)).toBe('https://market.example.com/company/42')
    expect(vendorPageUrl('http://localhost:4540', 7)).toBe('http://localhost:4540/company/7')
  })

  it('has a tactic page counterpart for the share sheet', () => {
    expect(tacticPageUrl(ORIGIN, 42, 9)).toBe('https://market.example.com/company/42/tactics/9')
  })
})

describe('vendorIdOfPageUrl', () => {
  it('reads the vendor of a code the app drew', () => {
    expect(vendorIdOfPageUrl(vendorPageUrl(ORIGIN, 42), ORIGIN)).toBe(42)
  })

  it('takes a trailing slash, a query, a fragment and blanks around it', () => {
    expect(vendorIdOfPageUrl(`${ORIGIN}/company/42/`, ORIGIN)).toBe(42)
    expect(vendorIdOfPageUrl(`${ORIGIN}/company/42?search_id=3#tactics`, ORIGIN)).toBe(42)
    expect(vendorIdOfPageUrl(` ${ORIGIN}/company/42\n`, ORIGIN)).toBe(42)
  })

  it('refuses another site, scheme or port, and a look-alike host', () => {
    for (const text of [
      'https://evil.example.com/company/42',
      'http://market.example.com/company/42',
      'https://market.example.com:8443/company/42',
      'https://market.example.com.evil.example/company/42',
      'https://user:pass@market.example.com/company/42',
    ]) {
      expect(vendorIdOfPageUrl(text, ORIGIN), text).toBeNull()
    }
  })

  it('refuses other pages of the app and ids that name no vendor', () => {
    for (const path of [
      '/company/42/tactics/9',
      '/company/42/edit',
      '/company/0',
      '/company/-1',
      '/company/4x',
      '/company/12345678901',
      '/company/',
      '/events/3',
      '/',
    ]) {
      expect(vendorIdOfPageUrl(`${ORIGIN}${path}`, ORIGIN), path).toBeNull()
    }
  })

  it('refuses what is no absolute address: text, a relative path, another scheme', () => {
    for (const text of [
      'Booth B12',
      '/company/42',
      'company/42',
      '',
      'javascript:alert(1)',
      'WIFI:S:Expo;T:WPA;P:secret;;',
    ]) {
      expect(vendorIdOfPageUrl(text, ORIGIN), text).toBeNull()
    }
  })
})
