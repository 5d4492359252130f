import { describe, expect, it } from 'vitest'
import { SHORTLIST_PHOTO_MAX_SIDE } from '#domain/shortlist-photos.ts'
import { fitWithin } from './photo-size.ts'

describe('the size a booth photo is resized to on the device', () => {
  it('brings the longer side of a phone photo to 1600 px, keeping its shape', () => {
    expect(fitWithin({ width: 4032, height: 3024 }, SHORTLIST_PHOTO_MAX_SIDE)).toEqual({
      width: 1600,
      height: 1200,
    })
    expect(fitWithin({ width: 3024, height: 4032 }, SHORTLIST_PHOTO_MAX_SIDE)).toEqual({
      width: 1200,
      height: 1600,
    })
  })

  it('rounds a side that does not divide evenly to the nearest pixel', () => {
    expect(fitWithin({ width: 4000, height: 2251 }, 1600)).toEqual({ width: 1600, height: 900 })
    expect(fitWithin({ width: 3000, height: 1999 }, 1600)).toEqual({ width: 1600, height: 1066 })
  })

  it('keeps a photo already small enough, a square at the limit included', () => {
    expect(fitWithin({ width: 1200, height: 800 }, 1600)).toEqual({ width: 1200, height: 800 })
    expect(fitWithin({ width: 1600, height: 1600 }, 1600)).toEqual({ width: 1600, height: 1600 })
  })

  it('never draws a side below 1 px, however thin the picture', () => {
    expect(fitWithin({ width: 20_000, height: 3 }, 1600)).toEqual({ width: 1600, height: 1 })
  })
})
