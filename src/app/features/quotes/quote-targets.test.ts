import { describe, expect, it } from 'vitest'
import { QUOTE_BATCH_MAX } from '#domain/quotes.ts'
import type { ShortlistItem } from '#domain/shortlists.ts'
import { batchTargets, firstPicked, quoteChoicesOf, targetLabel } from './quote-targets.ts'

const vendor = (id: number) => ({ id, name: `Vendor ${id}`, logo_url: null })
const vendorItem = (id: number) => ({ kind: 'vendor', id, vendor: vendor(id) }) as ShortlistItem
const tacticItem = (vendorId: number, id: number) =>
  ({
    kind: 'tactic',
    id,
    tactic: { vendor: vendor(vendorId), tactic: { id, name: `Tactic ${id}` } },
  }) as unknown as ShortlistItem

describe('quote targets from a shortlist', () => {
  it('offer each vendor once, naming the tactics of it the list holds', () => {
    const choices = quoteChoicesOf([
      tacticItem(1, 7),
      vendorItem(2),
      tacticItem(1, 8),
      tacticItem(3, 9),
    ])
    expect(choices.map(targetLabel)).toEqual([
      'Vendor 1: Tactic 7, Tactic 8',
      'Vendor 2',
      'Vendor 3: Tactic 9',
    ])
  })

  it('send one request per ticked vendor, with its tactic when the list holds just one', () => {
    const choices = quoteChoicesOf([
      tacticItem(1, 7),
      tacticItem(1, 8),
      vendorItem(2),
      tacticItem(3, 9),
    ])
    expect(batchTargets(choices, new Set(['vendor:1', 'vendor:3']))).toEqual([
      { vendor_id: 1, tactic_id: null },
      { vendor_id: 3, tactic_id: 9 },
    ])
  })

  it('tick at most as many vendors as one request may ask', () => {
    const many = quoteChoicesOf(
      Array.from({ length: QUOTE_BATCH_MAX + 5 }, (_, i) => vendorItem(i + 1)),
    )
    expect(firstPicked(many).size).toBe(QUOTE_BATCH_MAX)
  })
})
