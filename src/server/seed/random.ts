/** A seeded PRNG, so that the same seed options always produce the same catalogue. */
export type Random = {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** Up to count distinct items, in the order they were drawn. */
  sample<T>(items: readonly T[], count: number): T[]
}

/** mulberry32: tiny, fast and good enough for demo data; see https://stackoverflow.com/a/47593316 */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('Cannot pick from an empty list')
      return items[int(0, items.length - 1)] as (typeof items)[number]
    },
    sample: (items, count) => {
      const pool = [...items]
      const drawn: (typeof items)[number][] = []
      while (drawn.length < count && pool.length > 0) {
        const [item] = pool.splice(int(0, pool.length - 1), 1)
        drawn.push(item as (typeof items)[number])
      }
      return drawn
    },
  }
}

/**
 * A 32-bit FNV-1a hash of the parts, so each entity gets its own stream (e.g. seedFor('vendor', 12)):
 * vendor 12 stays the same whatever is generated before or after it.
 */
export function seedFor(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

export function randomFor(...parts: (string | number)[]): Random {
  return createRandom(seedFor(...parts))
}
