import type { PersistedClient } from '@tanstack/react-query-persist-client'
import { describe, expect, it } from 'vitest'
import { serializeWithinBudget } from './persist-budget.ts'

function query(hash: string, persist: true | 'recent', updatedAt: number, size: number) {
  return {
    queryHash: hash,
    queryKey: [hash],
    meta: { persist },
    dehydratedAt: updatedAt,
    state: { data: 'x'.repeat(size), dataUpdatedAt: updatedAt },
  }
}

function client(queries: ReturnType<typeof query>[]) {
  return {
    timestamp: 1,
    buster: 'b',
    clientState: { mutations: [], queries },
  } as never as PersistedClient
}

const hashesOf = (text: string) =>
  (JSON.parse(text) as PersistedClient).clientState.queries.map((q) => q.queryHash)

describe('serializeWithinBudget', () => {
  it('keeps everything that fits', () => {
    const whole = client([query('lookups', true, 1, 100), query('vendor-1', 'recent', 2, 100)])
    expect(hashesOf(serializeWithinBudget(whole, 10_000))).toEqual(['lookups', 'vendor-1'])
  })

  it('drops the oldest recent queries first and never the lookups', () => {
    const whole = client([
      query('lookups', true, 0, 1000),
      query('vendor-new', 'recent', 30, 1000),
      query('vendor-old', 'recent', 10, 1000),
      query('vendor-mid', 'recent', 20, 1000),
    ])
    const text = serializeWithinBudget(whole, 3000)
    expect(text.length).toBeLessThanOrEqual(3000)
    expect(hashesOf(text)).toEqual(['lookups', 'vendor-new'])
  })
})
