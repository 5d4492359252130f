import { describe, expect, it } from 'vitest'
import { eventDays } from '#domain/events.ts'
import { ADMIN_EVENT_TEXT } from './event-text.ts'

/** The range's thin spaces around its dash as plain ones (ICU's spacing varies by version). */
const days = (startsOn: string, endsOn: string) => eventDays(startsOn, endsOn).replace(/\s/g, ' ')

describe('an event’s days', () => {
  it('read as one range, the month and year once where they are shared', () => {
    expect(days('2027-05-12', '2027-05-14')).toBe('May 12 – 14, 2027')
    expect(days('2027-05-30', '2027-06-02')).toBe('May 30 – Jun 2, 2027')
    expect(days('2027-12-30', '2028-01-02')).toBe('Dec 30, 2027 – Jan 2, 2028')
  })

  it('read as the day itself for a one-day event', () => {
    expect(days('2027-01-01', '2027-01-01')).toBe('Jan 1, 2027')
  })
})

describe('the Events section’s counts', () => {
  it('say one in the singular', () => {
    expect(ADMIN_EVENT_TEXT.exhibitors(1)).toBe('1 exhibitor')
    expect(ADMIN_EVENT_TEXT.exhibitors(0)).toBe('0 exhibitors')
    expect(ADMIN_EVENT_TEXT.waiting(1)).toBe('1 request waiting')
    expect(ADMIN_EVENT_TEXT.count(1_200)).toBe('1,200 events')
  })

  it('warn how many booths a deleted event takes with it', () => {
    expect(ADMIN_EVENT_TEXT.deleteQuestion('Expo', 0)).toBe(
      'Expo will no longer be listed in the app.',
    )
    expect(ADMIN_EVENT_TEXT.deleteQuestion('Expo', 1)).toBe(
      'Expo will no longer be listed in the app. Its booth is removed with it.',
    )
    expect(ADMIN_EVENT_TEXT.deleteQuestion('Expo', 9)).toBe(
      'Expo will no longer be listed in the app. Its 9 booths are removed with it.',
    )
  })
})
