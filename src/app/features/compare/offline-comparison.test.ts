import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { type ComparableTacticPage, comparedTacticOfPage } from '#domain/compare.ts'
import { tacticKeys } from '../../api/tactic-keys.ts'
import { offlineComparison } from './offline-comparison.ts'

const BUYER = 7

function page(id: number, name: string, vendorId = 3): ComparableTacticPage {
  return {
    id,
    name,
    description: `${name}, described`,
    tactic_type: ['Sampling'],
    vendor: { id: vendorId, name: 'Acme', logo: null, service_coverage: 'United States' },
    e_commerce_service: false,
    in_house_service: true,
    videos: [],
    illustrations: [],
    filters: [
      {
        key: 'pricing_model',
        filter_types: [{ name: 'CPM', checked: true, sub_filters: [] }],
      },
    ],
  }
}

describe('offlineComparison', () => {
  it("makes each column from the viewer's kept page, newest first, and leaves a tactic never viewed empty", () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(tacticKeys.detail(3, 12, BUYER, {}), {
      showData: true,
      data: page(12, 'Old name'),
    })
    queryClient.setQueryData(
      tacticKeys.detail(3, 12, BUYER, { search_id: 40 }),
      { showData: true, data: page(12, 'Shelf talkers') },
      { updatedAt: Date.now() + 1000 },
    )
    queryClient.setQueryData(tacticKeys.detail(4, 20, BUYER, {}), {
      showData: true,
      data: page(20, 'Coupons', 4),
    })
    // Another account's page on this device, and a visitor's limited page, are not used.
    queryClient.setQueryData(tacticKeys.detail(5, 30, 99, {}), {
      showData: true,
      data: page(30, 'Not theirs', 5),
    })
    queryClient.setQueryData(tacticKeys.detail(5, 30, BUYER, {}), {
      showData: false,
      data: { id: 30, name: 'Limited' },
    })

    expect(offlineComparison(queryClient, [20, 12, 30, 41], BUYER)).toEqual([
      { tacticId: 20, tactic: comparedTacticOfPage(page(20, 'Coupons', 4)) },
      { tacticId: 12, tactic: comparedTacticOfPage(page(12, 'Shelf talkers')) },
      { tacticId: 30, tactic: null },
      { tacticId: 41, tactic: null },
    ])
  })
})
