import { describe, expect, it } from 'vitest'
import { COMPARE_ROWS, type ComparedTactic } from '#domain/compare.ts'
import { cellText, compareCsv, compareCsvName, rowDiffers, shownRows } from './compare-rows.ts'

const tactic = (id: number, overrides: Partial<ComparedTactic> = {}): ComparedTactic => ({
  tactic_id: id,
  tactic_name: `Tactic ${id}`,
  vendor: { id: 1, name: 'Acme', logo_url: null },
  tactic_types: ['Sampling'],
  description: 'Hands out samples',
  pricing_model: ['CPM', 'Flat fee'],
  turnaround_time: null,
  e_commerce_service: true,
  in_house_service: false,
  path_to_purchase: [],
  brand_funnel: ['Awareness'],
  target_options: [],
  approved_retailers: ['Walmart'],
  service_coverage: 'All countries',
  videos_count: 0,
  illustrations_count: 2,
  ...overrides,
})

describe('cellText', () => {
  it('joins lists, says Yes or No, and shows a dash for nothing', () => {
    const t = tactic(1)
    expect(cellText(t, 'pricing_model')).toBe('CPM, Flat fee')
    expect(cellText(t, 'path_to_purchase')).toBe('—')
    expect(cellText(t, 'e_commerce_service')).toBe('Yes')
    expect(cellText(t, 'in_house_service')).toBe('No')
    expect(cellText(t, 'turnaround_time')).toBe('—')
    expect(cellText(t, 'illustrations_count')).toBe('2')
  })
})

describe('rowDiffers and shownRows', () => {
  it('marks a row whose values differ, a list in another order being the same', () => {
    const a = tactic(1)
    const b = tactic(2, { pricing_model: ['Flat fee', 'CPM'], videos_count: 3 })
    expect(rowDiffers([a, b], 'pricing_model')).toBe(false)
    expect(rowDiffers([a, b], 'videos_count')).toBe(true)
    expect(rowDiffers([a, b, tactic(3)], 'videos_count')).toBe(true)
  })

  it('shows every row of the spec, or only the differing ones', () => {
    const a = tactic(1)
    const b = tactic(2, { description: 'Other', e_commerce_service: false })
    expect(shownRows([a, b], false).map((row) => row.label)).toEqual(
      COMPARE_ROWS.map((row) => row.label),
    )
    expect(shownRows([a, b], true).map((row) => row.key)).toEqual([
      'description',
      'e_commerce_service',
    ])
  })
})

describe('compareCsv', () => {
  it('writes a column per tactic, escaped, guarded against formulas, with a Differs column', () => {
    const a = tactic(1, { tactic_name: 'Say "hi", now' })
    const b = tactic(2, {
      description: '=HYPERLINK("x")',
      vendor: { id: 2, name: '+Evil', logo_url: null },
    })
    const lines = compareCsv([a, b]).split('\r\n')
    expect(lines[0]).toBe(',"Say ""hi"", now",Tactic 2,Differs')
    expect(lines[1]).toBe("Vendor,Acme,'+Evil,")
    expect(lines[2]).toBe('Tactic type,Sampling,Sampling,No')
    expect(lines[3]).toBe(`Description,Hands out samples,"'=HYPERLINK(""x"")",Yes`)
    expect(lines[4]).toBe('Pricing model,"CPM, Flat fee","CPM, Flat fee",No')
    expect(lines).toHaveLength(2 + COMPARE_ROWS.length + 1)
    expect(lines.at(-1)).toBe('')
    expect(compareCsvName([a, b])).toBe('compare-tactics-1-2.csv')
  })
})
