import { describe, expect, it } from 'vitest'
import { type ComparableTacticPage, comparedTacticOfPage } from './compare.ts'

const option = (name: string, checked: boolean, sub_filters: typeof NO_CHILDREN = []) => ({
  name,
  checked,
  sub_filters,
})
const NO_CHILDREN: { name: string; checked: boolean }[] = []

/** A tactic page as GET /vendors/{id}/tactics/{id} answers it whole (show_data true). */
function page(overrides: Partial<ComparableTacticPage> = {}): ComparableTacticPage {
  return {
    id: 12,
    name: 'Shelf talkers',
    description: 'Talkers on the shelf',
    tactic_type: ['In-Store', 'Sampling'],
    vendor: { id: 3, name: 'Acme', logo: '/uploads/acme.png', service_coverage: 'United States' },
    e_commerce_service: true,
    in_house_service: false,
    videos: ['https://vimeo.com/1'],
    illustrations: [{ id: 1 }, { id: 2 }],
    filters: [
      { key: 'pricing_model', filter_types: [option('CPM', true), option('Flat fee', true)] },
      {
        key: 'turnaround_time',
        filter_types: [option('1 week', false), option('2 weeks', true)],
      },
      { key: 'path_to_purchase', filter_types: [option('In Store', true)] },
      { key: 'brand_objectives', filter_types: [option('Awareness', true)] },
      { key: 'target_options', filter_types: [option('Millennials', false)] },
      {
        key: 'approved_retailers',
        filter_types: [
          option('Kroger', true, [option('Ralphs', true), option('Fred Meyer', false)]),
          option('Albertsons', false, [option('Safeway', true)]),
          option('Aldi', true),
        ],
      },
      { key: 'certifications', filter_types: [option('Organic', true)] },
    ],
    ...overrides,
  }
}

describe('comparedTacticOfPage', () => {
  it('makes every row of a column from a tactic page kept on the device', () => {
    expect(comparedTacticOfPage(page())).toEqual({
      tactic_id: 12,
      tactic_name: 'Shelf talkers',
      vendor: { id: 3, name: 'Acme', logo_url: '/uploads/acme.png' },
      tactic_types: ['In-Store', 'Sampling'],
      description: 'Talkers on the shelf',
      pricing_model: ['CPM', 'Flat fee'],
      turnaround_time: '2 weeks',
      e_commerce_service: true,
      in_house_service: false,
      path_to_purchase: ['In Store'],
      brand_funnel: ['Awareness'],
      target_options: [],
      // Banners follow their retailer; a banner counts without its retailer ticked.
      approved_retailers: ['Kroger', 'Ralphs', 'Safeway', 'Aldi'],
      service_coverage: 'United States',
      videos_count: 1,
      illustrations_count: 2,
    })
  })

  it('gives no turnaround time and empty lists to a tactic that ticked nothing', () => {
    const column = comparedTacticOfPage(page({ filters: [], videos: [], illustrations: [] }))
    expect(column).toMatchObject({
      pricing_model: [],
      turnaround_time: null,
      approved_retailers: [],
      videos_count: 0,
      illustrations_count: 0,
    })
  })
})
