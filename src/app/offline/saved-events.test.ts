import { describe, expect, it } from 'vitest'
import { type SavedEvent, vendorsOnDevice } from './saved-events.ts'

const vendor = (id: number) => ({ id, name: `Vendor ${id}`, booth: `A${id}`, logo_url: null })

describe('the vendors of an event taken offline', () => {
  it('are those of the last whole download and of the update under way, each once', () => {
    const record = { vendors: [vendor(2), vendor(3)], kept: [vendor(1), vendor(2)] } as SavedEvent
    expect(vendorsOnDevice(record).map((v) => v.id)).toEqual([2, 3, 1])
  })
})
