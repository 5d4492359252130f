import {
  NAME_DISAMBIGUATORS,
  NAME_PHRASES,
  NAME_PREFIXES,
  NAME_ROOTS,
  NAME_SUFFIXES,
} from './catalogue-words.ts'
import { toKebabCase } from './logos.ts'
import type { VendorTypeSlug } from './lookups-data.ts'
import type { Random } from './random.ts'

/** stem: the name without its trade word, e.g. "Aisle Nine" of "Aisle Nine Activation". */
export type CompanyName = { name: string; slug: string; stem: string }

const ATTEMPTS_BEFORE_DISAMBIGUATING = 12

function nameStem(random: Random): string {
  if (random.chance(0.2)) return random.pick(NAME_PHRASES)
  const prefix = random.pick(NAME_PREFIXES)
  const root = random.pick(NAME_ROOTS.filter((candidate) => candidate !== prefix.toLowerCase()))
  return `${prefix}${root}`
}

/**
 * Hands out company names whose slugs are unique across the whole seed, since the slug becomes
 * the website, the e-mail domain and the logo file name.
 */
export class CompanyNameRegistry {
  private readonly usedSlugs = new Set<string>()

  claim(name: string, stem = name): CompanyName | undefined {
    const slug = toKebabCase(name)
    if (this.usedSlugs.has(slug)) return undefined
    this.usedSlugs.add(slug)
    return { name, slug, stem }
  }

  vendorName(random: Random, type: VendorTypeSlug): CompanyName {
    const suffixes = NAME_SUFFIXES[type]
    for (let attempt = 0; attempt < ATTEMPTS_BEFORE_DISAMBIGUATING; attempt++) {
      const stem = nameStem(random)
      const claimed = this.claim(`${stem} ${random.pick(suffixes)}`, stem)
      if (claimed) return claimed
    }
    const stem = nameStem(random)
    const base = `${stem} ${random.pick(suffixes)}`
    for (const city of NAME_DISAMBIGUATORS) {
      const claimed = this.claim(`${base} ${city}`, stem)
      if (claimed) return claimed
    }
    for (let number = 2; ; number++) {
      const claimed = this.claim(`${base} ${number}`, stem)
      if (claimed) return claimed
    }
  }
}
