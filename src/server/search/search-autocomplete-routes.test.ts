import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTOCOMPLETE_ITEMS } from '../../domain/search.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { createTactic, createVendor } from './testing/catalogue-factories.ts'
import { type SearchRequests, searchRequests } from './testing/search-requests.ts'

describe('autocomplete', () => {
  let t: TestApp
  let search: SearchRequests
  let vendors: { first: number; second: number }

  beforeAll(async () => {
    t = await createTestApp()
    search = searchRequests(t)
    const first = await createVendor(t.db, { name: 'Zephyrine Labs' })
    const second = await createVendor(t.db)
    await createTactic(t.db, { vendorId: first.id, name: 'Premium Zephyrine Displays' })
    await createTactic(t.db, { vendorId: first.id, name: 'Zephyrine Kiosks' })
    await createTactic(t.db, { vendorId: second.id, name: 'Zephyrine Kiosks' })
    vendors = { first: first.id, second: second.id }
  })
  afterAll(() => t.close())

  it('suggests at most five names and counts every match', async () => {
    const answer = await search.suggestTactics('samp')
    expect(answer.suggestions).toHaveLength(AUTOCOMPLETE_ITEMS)
    expect(answer.total_count).toBeGreaterThan(AUTOCOMPLETE_ITEMS)
    expect(answer.suggestions[0]).toMatchObject({
      kind: 'tactic_type',
      name: 'In-Store Sampling',
      vendor_id: null,
    })
    for (const suggestion of answer.suggestions.slice(1)) {
      expect(suggestion.kind).toBe('tactic')
      expect(suggestion.name).toMatch(/\bsamp/i)
    }
  })

  it('matches any word of a name, names that start with it first, a shared name once', async () => {
    const answer = await search.suggestTactics('zephy')
    expect(answer.suggestions.map((s) => s.name)).toEqual([
      'Zephyrine Kiosks',
      'Premium Zephyrine Displays',
    ])
    expect(answer.total_count).toBe(3)
    expect([vendors.first, vendors.second]).toContain(answer.suggestions[0]?.vendor_id)
  })

  it('matches several words as typed', async () => {
    const answer = await search.suggestTactics('zephyrine  dis')
    expect(answer.suggestions.map((s) => s.name)).toEqual(['Premium Zephyrine Displays'])
  })

  it('corrects a typo when nothing starts with what was typed', async () => {
    const answer = await search.suggestTactics('zepyrine')
    expect(answer.suggestions.map((s) => s.name)).toContain('Zephyrine Kiosks')
  })

  it('suggests vendors on the vendor tab', async () => {
    const answer = await search.suggestVendors('zephyrine')
    expect(answer.suggestions).toEqual([
      { kind: 'vendor', id: vendors.first, vendor_id: vendors.first, name: 'Zephyrine Labs' },
    ])
    expect(answer.total_count).toBe(1)
  })

  it('suggests a name added since the same letters were typed', async () => {
    const before = await search.suggestTactics('quillon')
    expect(before).toEqual({ suggestions: [], total_count: 0 })
    await createTactic(t.db, { vendorId: vendors.second, name: 'Quillonaire Shelf Talkers' })
    const after = await search.suggestTactics('quillon')
    expect(after.total_count).toBe(1)
    expect(after.suggestions.map((s) => s.name)).toEqual(['Quillonaire Shelf Talkers'])
  })

  it('answers nothing for text without letters or digits', async () => {
    expect(await search.suggestTactics('!!')).toMatchObject({ suggestions: [], total_count: 0 })
  })
})
