import { describe, expect, it } from 'vitest'
import { eventDays } from '#domain/events.ts'
import { EVENT_TEXT } from './event-texts.ts'

describe('eventDays', () => {
  // Intl sets the dash between thin spaces.
  it('writes a show of several days as one range, whatever the device time zone', () => {
    expect(eventDays('2026-12-21', '2026-12-23')).toBe('Dec 21\u2009–\u200923, 2026')
    expect(eventDays('2026-12-30', '2027-01-02')).toBe('Dec 30, 2026\u2009–\u2009Jan 2, 2027')
  })

  it('writes a one-day show as its day', () => {
    expect(eventDays('2026-09-29', '2026-09-29')).toBe('Sep 29, 2026')
  })
})

describe('EVENT_TEXT.ownBooth', () => {
  it('says whether the booth waits for approval', () => {
    expect(EVENT_TEXT.ownBooth('B12', 'approved')).toBe('Booth B12')
    expect(EVENT_TEXT.ownBooth('D5', 'pending')).toBe('Booth D5, waiting for approval')
  })
})
