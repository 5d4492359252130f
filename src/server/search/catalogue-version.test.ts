import { describe, expect, it } from 'vitest'
import { VersionReader } from './catalogue-version.ts'

/** A version source whose reads finish when the test says, each answering how many began before. */
function manualSource() {
  const pending: { resolve(value: string): void; reject(error: Error): void }[] = []
  let begun = 0
  const read = () =>
    new Promise<string>((resolve, reject) => {
      begun += 1
      const answer = String(begun)
      pending.push({ resolve: () => resolve(answer), reject })
    })
  return {
    read,
    begun: () => begun,
    finish: async () => {
      pending.shift()?.resolve('')
      await new Promise((resolve) => setTimeout(resolve, 0))
    },
    fail: async () => {
      pending.shift()?.reject(new Error('connection lost'))
      await new Promise((resolve) => setTimeout(resolve, 0))
    },
  }
}

describe('VersionReader', () => {
  it('answers those who ask during a read with one shared read that begins after it', async () => {
    const source = manualSource()
    const reader = new VersionReader(source.read)
    const first = reader.read()
    const second = reader.read()
    const third = reader.read()
    expect(source.begun()).toBe(1)
    await source.finish()
    expect(await first).toBe('1')
    expect(source.begun()).toBe(2)
    await source.finish()
    expect([await second, await third]).toEqual(['2', '2'])
  })

  it('reads anew once no read is under way', async () => {
    const source = manualSource()
    const reader = new VersionReader(source.read)
    const first = reader.read()
    await source.finish()
    const later = reader.read()
    await source.finish()
    expect([await first, await later]).toEqual(['1', '2'])
    expect(source.begun()).toBe(2)
  })

  it('still reads for those waiting when the read under way fails', async () => {
    const source = manualSource()
    const reader = new VersionReader(source.read)
    const failing = reader.read()
    const waiting = reader.read()
    await source.fail()
    await expect(failing).rejects.toThrow('connection lost')
    await source.finish()
    expect(await waiting).toBe('2')
  })
})
