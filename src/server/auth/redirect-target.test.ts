import { describe, expect, it } from 'vitest'
import { safeRedirectPath, withQuery } from './redirect-target.ts'

const PUBLIC_URL = 'https://market.example'

describe('safeRedirectPath', () => {
  it('keeps a path, or an absolute URL of our own origin, with its query and hash', () => {
    expect(safeRedirectPath('/search?keyword=soap#top', PUBLIC_URL)).toBe(
      '/search?keyword=soap#top',
    )
    expect(safeRedirectPath('https://market.example/company/4', PUBLIC_URL)).toBe('/company/4')
    expect(safeRedirectPath('search', PUBLIC_URL)).toBe('/search')
  })

  it('turns anything that could leave the site into /', () => {
    for (const target of [
      undefined,
      '',
      'https://evil.example/',
      'http://market.example/',
      '//evil.example/x',
      '/\\evil.example',
      'https://market.example//evil.example',
      'javascript:alert(1)',
      'https://market.example.evil.example/',
    ]) {
      expect(safeRedirectPath(target, PUBLIC_URL), String(target)).toBe('/')
    }
  })
})

describe('withQuery', () => {
  it('adds values to the query, keeping what is there and the hash', () => {
    expect(withQuery('/search?keyword=a b#x', { uid: 'a+b@c.example' }, PUBLIC_URL)).toBe(
      '/search?keyword=a+b&uid=a%2Bb%40c.example#x',
    )
  })
})
