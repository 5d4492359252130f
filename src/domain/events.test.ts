import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  boothStatusFor,
  compareBooths,
  EVENT_MESSAGES,
  EventInputSchema,
  ExhibitorInputSchema,
  eventStage,
  utcDay,
} from './events.ts'

describe('events', () => {
  it('puts booths in the floor’s order, digits as numbers, letters without case', () => {
    const booths = ['A10', 'b1', 'A2', 'Hall 12-1', 'a3', 'Hall 3-4', 'B12']
    expect(booths.sort(compareBooths)).toEqual([
      'A2',
      'a3',
      'A10',
      'b1',
      'B12',
      'Hall 3-4',
      'Hall 12-1',
    ])
  })

  it('is on from its first day to its last, both included, by the UTC day', () => {
    expect(eventStage('2026-06-10', '2026-06-12', '2026-06-09')).toBe('upcoming')
    expect(eventStage('2026-06-10', '2026-06-12', '2026-06-10')).toBe('on')
    expect(eventStage('2026-06-10', '2026-06-12', '2026-06-12')).toBe('on')
    expect(eventStage('2026-06-10', '2026-06-12', '2026-06-13')).toBe('past')
    expect(utcDay(new Date('2026-06-09T23:30:00-05:00'))).toBe('2026-06-10')
  })

  it('approves a super_admin’s booth, takes the vendor’s own admin’s as a request, no one else’s', () => {
    expect(boothStatusFor({ role: 'super_admin', member: false })).toBe('approved')
    expect(boothStatusFor({ role: 'vendor_admin', member: true })).toBe('pending')
    expect(boothStatusFor({ role: 'vendor_admin', member: false })).toBeNull()
    expect(boothStatusFor({ role: 'vendor_user', member: true })).toBeNull()
    expect(boothStatusFor({ role: 'cpg_user', member: false })).toBeNull()
  })

  it('reads a booth trimmed, one space between its parts', () => {
    expect(v.parse(ExhibitorInputSchema, { booth: '  Hall   3-12 ' })).toEqual({
      booth: 'Hall 3-12',
    })
    const refused = v.safeParse(ExhibitorInputSchema, { booth: 'A_7' })
    expect(refused.issues?.map((issue) => issue.message)).toEqual([EVENT_MESSAGES.boothInvalid])
  })

  it.each([
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-06-32',
    '0000-01-01',
    '1899-12-31',
    '3000-01-01',
    '2026-1-5',
  ])('refuses the day %s', (day) => {
    const parsed = v.safeParse(EventInputSchema, {
      name: 'Expo',
      venue: 'Hall',
      city: 'Austin',
      starts_on: day,
      ends_on: '2026-06-01',
    })
    expect(parsed.issues?.map((issue) => issue.message)).toEqual([EVENT_MESSAGES.dateInvalid])
  })
})
