import { describe, expect, it } from 'vitest'
import { checkedValues, funnelMatrix } from './filter-values.ts'

const option = (id: number, name: string, checked: boolean) => ({ id, name, checked })
const group = (key: string, options: [string, boolean][]) => ({
  key,
  filter_types: options.map(([name, checked], i) => ({
    ...option(i + 1, name, checked),
    sub_filters: [],
  })),
})

describe('checkedValues', () => {
  it('lists checked options, and a parent with its checked children', () => {
    expect(
      checkedValues({
        key: 'approved_retailers',
        filter_types: [
          {
            ...option(1, 'Kroger', true),
            sub_filters: [option(2, 'Ralphs', true), option(3, 'Fred Meyer', false)],
          },
          { ...option(4, 'Aldi', true), sub_filters: [] },
          { ...option(5, 'Costco', false), sub_filters: [] },
        ],
      }),
    ).toEqual(['Kroger (Ralphs)', 'Aldi'])
  })

  it('is empty when nothing is checked', () => {
    expect(checkedValues(group('pricing_model', [['CPM', false]]))).toEqual([])
  })
})

describe('funnelMatrix', () => {
  it('stars the cells whose funnel stage and path-to-purchase stage are both checked', () => {
    const matrix = funnelMatrix([
      group('brand_objectives', [
        ['Awareness', true],
        ['Loyalty', false],
      ]),
      group('path_to_purchase', [
        ['Inspiration', true],
        ['In Store', false],
        ['Online', true],
      ]),
    ])
    expect(matrix?.starred).toEqual([
      [true, false, true],
      [false, false, false],
    ])
  })

  it('is null without either group', () => {
    expect(funnelMatrix([group('brand_objectives', [['Awareness', true]])])).toBeNull()
  })
})
