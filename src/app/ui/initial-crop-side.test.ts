import { describe, expect, it } from 'vitest'
import { initialCropSide } from './initial-crop-side.ts'

describe('initialCropSide', () => {
  it('starts at the given share of the width', () => {
    expect(initialCropSide({ width: 400, height: 300 }, 0.3)).toBe(120)
  })

  it('never exceeds the height of a wide, short image', () => {
    expect(initialCropSide({ width: 1000, height: 200 }, 0.3)).toBe(200)
  })

  it('takes 90% of the shorter side without a share', () => {
    expect(initialCropSide({ width: 400, height: 300 })).toBe(270)
    expect(initialCropSide({ width: 200, height: 500 })).toBe(180)
  })
})
