import { describe, expect, it } from 'vitest'
import { toggleGroupedOption } from './grouped-selection.ts'
import type { FormFilterOption } from './tactic-form-data.ts'

const option = (id: number, sub: number[] = []): FormFilterOption => ({
  id,
  name: `Option ${id}`,
  checked: false,
  custom: false,
  sub_filters: sub.map((child) => option(child)),
})
const RETAILERS = [option(40, [41, 42]), option(43)]

describe('toggleGroupedOption', () => {
  it('ticks a group alone, and an own option together with its group', () => {
    expect(toggleGroupedOption(RETAILERS, [], 40)).toEqual(['40'])
    expect(toggleGroupedOption(RETAILERS, [], 42)).toEqual(['42', '40'])
    expect(toggleGroupedOption(RETAILERS, ['40', '41'], 42)).toEqual(['40', '41', '42'])
  })

  it('unticks an own option alone, and a group with all of its options', () => {
    expect(toggleGroupedOption(RETAILERS, ['40', '41', '42'], 41)).toEqual(['40', '42'])
    expect(toggleGroupedOption(RETAILERS, ['40', '41', '43'], 40)).toEqual(['43'])
  })
})
