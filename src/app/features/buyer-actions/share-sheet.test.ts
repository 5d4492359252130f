import { afterEach, describe, expect, it, vi } from 'vitest'
import { hasShareSheet, sharedData, shareOnSheet } from './share-sheet.ts'

const ORIGIN = 'https://market.example.com'
const vendor = { id: 4, name: 'Brightshelf Media' }

afterEach(() => vi.unstubAllGlobals())

function withShare(share: (data: ShareData) => Promise<void>) {
  vi.stubGlobal('navigator', { share })
  vi.stubGlobal('window', { location: { origin: ORIGIN } })
}

describe('sharedData', () => {
  it('gives the share sheet the page name, a line and its address in this app', () => {
    expect(sharedData({ vendor, searchId: null }, ORIGIN)).toEqual({
      title: 'Brightshelf Media',
      text: 'Brightshelf Media on CPG Marketplace',
      url: 'https://market.example.com/company/4',
    })
    const tactic = { id: 9, name: 'Endcap Displays' }
    expect(sharedData({ vendor, tactic, searchId: 3 }, ORIGIN)).toMatchObject({
      title: 'Endcap Displays by Brightshelf Media',
      url: 'https://market.example.com/company/4/tactics/9',
    })
  })
})

describe('shareOnSheet', () => {
  it('is done when shared, and when the person closed the sheet (nothing to say)', async () => {
    const share = vi.fn(async () => {})
    withShare(share)
    expect(hasShareSheet()).toBe(true)
    expect(await shareOnSheet({ vendor, searchId: null })).toBe(true)
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${ORIGIN}/company/4` }))
    withShare(async () => {
      throw new DOMException('Share canceled', 'AbortError')
    })
    expect(await shareOnSheet({ vendor, searchId: null })).toBe(true)
  })

  it('is not done when the sheet would not open, so email is offered instead', async () => {
    withShare(async () => {
      throw new DOMException('Must be handling a user gesture', 'NotAllowedError')
    })
    expect(await shareOnSheet({ vendor, searchId: null })).toBe(false)
  })

  it('is not there where the browser has no share sheet', () => {
    vi.stubGlobal('navigator', {})
    expect(hasShareSheet()).toBe(false)
  })
})
