import { describe, expect, it } from 'vitest'
import { CAROUSEL_TACTICS_MAX, carouselStandings } from './featured-carousel.ts'

const tactic = (id: number, vendorId: number) => ({
  id,
  vendor: { id: vendorId, name: `Vendor ${vendorId}`, logo_url: null },
})

describe('carouselStandings', () => {
  it('shows the first tactic of each vendor until the carousel is full', () => {
    const list = [
      tactic(1, 10),
      tactic(2, 10),
      ...Array.from({ length: CAROUSEL_TACTICS_MAX }, (_, index) =>
        tactic(100 + index, 20 + index),
      ),
      tactic(3, 10),
    ]
    const standings = carouselStandings(list)
    expect(standings.get(1)).toBe('shown')
    expect(standings.get(2)).toBe('vendor_shown')
    expect(standings.get(3)).toBe('vendor_shown')
    expect(standings.get(100 + CAROUSEL_TACTICS_MAX - 2)).toBe('shown')
    expect(standings.get(100 + CAROUSEL_TACTICS_MAX - 1)).toBe('full')
    expect([...standings.values()].filter((standing) => standing === 'shown')).toHaveLength(
      CAROUSEL_TACTICS_MAX,
    )
  })

  it('stands nothing for an empty list', () => {
    expect(carouselStandings([]).size).toBe(0)
  })
})
