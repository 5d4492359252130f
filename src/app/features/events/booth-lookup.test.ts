import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import type { EventDetail, Exhibitor } from '#domain/events.ts'
import { ApiError, NetworkError } from '../../api/api-client.ts'
import {
  boothKey,
  type ExhibitorSources,
  exhibitorAtBooth,
  findExhibitorAtBooth,
  savedExhibitors,
} from './booth-lookup.ts'
import { eventKeys } from './event-queries.ts'

const exhibitor = (id: number, booth: string): Exhibitor => ({
  vendor: { id, name: `Vendor ${id}`, logo_url: null },
  booth,
})

const FLOOR = [
  exhibitor(1, 'B12'),
  exhibitor(2, 'B 12'),
  exhibitor(3, 'Hall 2-4'),
  exhibitor(4, 'A2'),
]

const sources = (overrides: Partial<ExhibitorSources> = {}): ExhibitorSources => ({
  offline: false,
  ask: async () => FLOOR,
  saved: () => [],
  ...overrides,
})

describe('boothKey', () => {
  it('reads a booth in any case, with single spaces, without a leading "booth"', () => {
    expect(boothKey('  b12 ')).toBe('B12')
    expect(boothKey('hall   2-4')).toBe('HALL 2-4')
    expect(boothKey('Booth B12')).toBe('B12')
    expect(boothKey('booth: a2')).toBe('A2')
    expect(boothKey('   ')).toBe('')
  })
})

describe('exhibitorAtBooth', () => {
  it('finds the exhibitor whose booth is the typed one, and no other', () => {
    expect(exhibitorAtBooth(FLOOR, 'b12')?.vendor.id).toBe(1)
    expect(exhibitorAtBooth(FLOOR, 'b 12')?.vendor.id).toBe(2)
    expect(exhibitorAtBooth(FLOOR, 'HALL 2-4')?.vendor.id).toBe(3)
    // A booth that only starts like one listed is not it.
    expect(exhibitorAtBooth(FLOOR, 'B1')).toBeNull()
    expect(exhibitorAtBooth(FLOOR, 'A')).toBeNull()
    expect(exhibitorAtBooth(FLOOR, '')).toBeNull()
  })
})

describe('findExhibitorAtBooth', () => {
  it('asks the server with the booth as typed, read as a booth, and picks the exact one', async () => {
    const ask = vi.fn(async () => FLOOR)
    const lookup = await findExhibitorAtBooth(' booth a2 ', sources({ ask }))
    expect(ask).toHaveBeenCalledWith('A2')
    expect(lookup).toEqual({ found: FLOOR[3] })
  })

  it('says the event has no exhibitor there when the server lists none', async () => {
    const saved = vi.fn(() => FLOOR)
    const lookup = await findExhibitorAtBooth('Z9', sources({ ask: async () => [], saved }))
    expect(lookup).toEqual({ found: null, onDevice: false })
  })

  it('offline, finds the booth among the exhibitors this device holds, without asking', async () => {
    const ask = vi.fn(async () => FLOOR)
    const lookup = await findExhibitorAtBooth('c7', {
      offline: true,
      ask,
      saved: () => [exhibitor(9, 'C7')],
    })
    expect(ask).not.toHaveBeenCalled()
    expect(lookup).toEqual({ found: exhibitor(9, 'C7') })
  })

  it('falls back to the device when the server cannot be reached, and says so on a miss', async () => {
    const unreachable = async () => {
      throw new NetworkError('no answer')
    }
    const saved = () => [exhibitor(9, 'C7')]
    expect(await findExhibitorAtBooth('C7', sources({ ask: unreachable, saved }))).toEqual({
      found: exhibitor(9, 'C7'),
    })
    expect(await findExhibitorAtBooth('C8', sources({ ask: unreachable, saved }))).toEqual({
      found: null,
      onDevice: true,
    })
  })

  it('lets a refusal of the server through rather than reading stale pages', async () => {
    const refused = async () => {
      throw new ApiError(404, { errors: ['Event not found'] })
    }
    await expect(findExhibitorAtBooth('C7', sources({ ask: refused }))).rejects.toBeInstanceOf(
      ApiError,
    )
  })
})

describe('savedExhibitors', () => {
  const detail = (exhibitors: Exhibitor[]): EventDetail => ({
    event: {
      id: 5,
      name: 'Shopper Marketing Expo',
      venue: 'McCormick Place',
      city: 'Chicago',
      starts_on: '2026-12-21',
      ends_on: '2026-12-23',
      stage: 'upcoming',
      exhibitor_count: 3,
    },
    exhibitors,
    page: 1,
    per_page: 50,
    total: exhibitors.length,
    own_requests: [],
  })

  it('gathers the exhibitors of every page of the event the device holds, and no other event', () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(eventKeys.detail(5, {}), detail([exhibitor(1, 'B12')]))
    queryClient.setQueryData(eventKeys.detail(5, { q: 'c' }), detail([exhibitor(7, 'C7')]))
    queryClient.setQueryData(eventKeys.detail(6, {}), detail([exhibitor(8, 'D1')]))
    expect(
      savedExhibitors(queryClient, 5)
        .map((e) => e.booth)
        .sort(),
    ).toEqual(['B12', 'C7'])
    expect(savedExhibitors(queryClient, 99)).toEqual([])
  })
})
