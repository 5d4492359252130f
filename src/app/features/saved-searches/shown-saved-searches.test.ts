import { describe, expect, it } from 'vitest'
import type { SavedSearch } from '#domain/saved-searches.ts'
import { createWrite, deleteWrite, updateWrite } from './saved-search-writes.ts'
import { shownSavedSearches } from './shown-saved-searches.ts'

const AT = '2026-11-29T10:00:00.000Z'
const saved = (id: number, name: string, extra: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  name,
  query: { tab: 'tactics', keyword: name.toLowerCase() },
  alerts: false,
  new_count: 3,
  filters_missing: false,
  last_opened_at: AT,
  created_at: AT,
  updated_at: AT,
  ...extra,
})
const kept = (write: ReturnType<typeof createWrite>) => ({ ...write, idempotencyKey: 'k' })

describe('shownSavedSearches', () => {
  it('shows the server’s list as it is when nothing waits', () => {
    expect(shownSavedSearches([saved(1, 'Demos')], [])).toEqual([
      { ...saved(1, 'Demos'), waiting: false },
    ])
  })

  it('applies a save, a rename, an alerts switch and a delete made offline, marked waiting', () => {
    const shown = shownSavedSearches(
      [saved(1, 'Demos'), saved(2, 'Coupons'), saved(3, 'Gone')],
      [
        kept(createWrite('Sampling', { keyword: 'sampling' }, true)),
        kept(updateWrite({ id: 1, name: 'Demos' }, { name: 'In-store demos' })),
        kept(updateWrite({ id: 2, name: 'Coupons' }, { alerts: true })),
        kept(deleteWrite({ id: 3, name: 'Gone' })),
      ],
      AT,
    )
    expect(shown.map((s) => [s.id, s.name, s.alerts, s.waiting])).toEqual([
      [-1, 'Sampling', true, true],
      [1, 'In-store demos', false, true],
      [2, 'Coupons', true, true],
    ])
  })

  it('clears the new badge of a search opened offline without marking it waiting', () => {
    const [shown] = shownSavedSearches(
      [saved(1, 'Demos')],
      [kept(updateWrite({ id: 1, name: 'Demos' }, { opened: true }))],
    )
    expect(shown).toMatchObject({ new_count: 0, waiting: false })
  })
})
