import type { Random } from './random.ts'

/** Dates are relative to this fixed instant, not to now, so every run writes the same rows. */
export const SEED_EPOCH = new Date('2026-06-01T12:00:00Z')

const DAY_MS = 24 * 60 * 60 * 1000
export const SEED_HISTORY_DAYS = 180

export function daysBeforeEpoch(days: number): Date {
  return new Date(SEED_EPOCH.getTime() - days * DAY_MS)
}

/** A whole second between `from` (default: the start of the history) and the epoch. */
export function randomCreatedAt(random: Random, from = daysBeforeEpoch(SEED_HISTORY_DAYS)): Date {
  const spanSeconds = Math.max(0, Math.floor((SEED_EPOCH.getTime() - from.getTime()) / 1000))
  return new Date(from.getTime() + random.int(0, spanSeconds) * 1000)
}
