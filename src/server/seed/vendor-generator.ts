import { AREA_CODES, FIRST_NAMES, LAST_NAMES, NAMED_RETAILERS } from './catalogue-words.ts'
import type { CompanyName, CompanyNameRegistry } from './company-names.ts'
import {
  IN_STORE_GROUP_INDEX,
  MEDIA_VENDORS_SLUG,
  PATH_TO_PURCHASE_GROUPS,
  VENDOR_TYPES,
  type VendorTypeSlug,
} from './lookups-data.ts'
import { type Random, randomFor } from './random.ts'
import { randomCreatedAt } from './seed-clock.ts'
import type { SeededGeoCountry, SeededLookups } from './seed-lookups.ts'
import { vendorDescription } from './vendor-descriptions.ts'

export type CoverageRow = { geoAreaId: number; allChildren: boolean }

export type VendorSpec = CompanyName & {
  primaryType: VendorTypeSlug
  typeSlugs: VendorTypeSlug[]
  salesRepFirstName: string
  salesRepLastName: string
  salesRepEmail: string
  salesRepMobilePhone: string
  website: string
  description: string
  yearOfEstablishment: number
  videos: string[]
  featured: boolean
  /** Shows the "Invite Vendor" banner: the profile has no members yet to keep it up to date. */
  nudgeBanner: boolean
  createdAt: Date
  coverage: CoverageRow[]
  certificationIds: number[]
  /** The path-to-purchase group most of its tactics come from. */
  focusGroupIndex: number
  /** Relative share of the catalogue's tactics; 0 for vendors that are not media vendors. */
  tacticWeight: number
}

/** The demo vendor accounts belong to this one, so it is always a media vendor with tactics. */
export const DEMO_VENDOR_NAME = 'Brightshelf Media'

const PRIMARY_TYPE_WEIGHTS: readonly [VendorTypeSlug, number][] = [
  ['media_vendors', 0.55],
  ['agencies', 0.15],
  ['service_providers', 0.15],
  ['technology', 0.1],
  ['research', 0.05],
]

function primaryType(random: Random): VendorTypeSlug {
  let remaining = random.next()
  for (const [slug, weight] of PRIMARY_TYPE_WEIGHTS) {
    remaining -= weight
    if (remaining < 0) return slug
  }
  return MEDIA_VENDORS_SLUG
}

function typeSlugs(random: Random, primary: VendorTypeSlug): VendorTypeSlug[] {
  const slugs = new Set<VendorTypeSlug>([primary])
  if (primary !== MEDIA_VENDORS_SLUG && random.chance(0.55)) slugs.add(MEDIA_VENDORS_SLUG)
  if (random.chance(0.2)) slugs.add(random.pick(VENDOR_TYPES).slug)
  return VENDOR_TYPES.map((type) => type.slug).filter((slug) => slugs.has(slug))
}

function yearOfEstablishment(random: Random): number {
  const roll = random.next()
  if (roll < 0.2) return random.int(2020, 2024)
  if (roll < 0.4) return random.int(2015, 2019)
  return random.int(1950, 2014)
}

const YOUTUBE_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** Well-formed YouTube watch and Vimeo links; the ids are made up. */
export function videoUrl(random: Random): string {
  if (random.chance(0.3)) return `https://vimeo.com/${random.int(100_000_000, 999_999_999)}`
  const id = Array.from({ length: 11 }, () => random.pick([...YOUTUBE_ID_CHARS])).join('')
  return `https://www.youtube.com/watch?v=${id}`
}

function usRegionsAndStates(us: SeededGeoCountry) {
  return {
    regionIds: us.regions.map((region) => region.id),
    stateIds: us.regions.flatMap((r) => r.stateIds),
  }
}

function coverage(random: Random, countries: readonly SeededGeoCountry[]): CoverageRow[] {
  const whole = (list: readonly SeededGeoCountry[]) =>
    list.map((country) => ({ geoAreaId: country.id, allChildren: true }))
  const [us, canada, mexico] = countries as [SeededGeoCountry, SeededGeoCountry, SeededGeoCountry]
  const roll = random.next()
  if (roll < 0.3) return whole([us])
  if (roll < 0.45) return whole([us, canada])
  if (roll < 0.55) return whole([us, canada, mexico])
  if (roll < 0.6) return whole(countries)
  const { regionIds, stateIds } = usRegionsAndStates(us)
  if (roll < 0.8) {
    return random
      .sample(regionIds, random.int(1, 2))
      .map((geoAreaId) => ({ geoAreaId, allChildren: true }))
  }
  return random
    .sample(stateIds, random.int(2, 8))
    .map((geoAreaId) => ({ geoAreaId, allChildren: false }))
}

function certificationIds(random: Random, all: readonly number[]): number[] {
  const roll = random.next()
  const count = roll < 0.6 ? 0 : roll < 0.85 ? 1 : 2
  return random.sample(all, count).sort((a, b) => a - b)
}

function salesRep(random: Random, slug: string) {
  const firstName = random.pick(FIRST_NAMES)
  const lastName = random.pick(LAST_NAMES)
  const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '')
  const phone = `+1 ${random.pick(AREA_CODES)} 555 01${String(random.int(0, 99)).padStart(2, '0')}`
  return {
    salesRepFirstName: firstName,
    salesRepLastName: lastName,
    salesRepEmail: `${local}@${slug}.example`,
    salesRepMobilePhone: phone,
  }
}

/** Vendor number `index` of the catalogue; it depends only on its index and the names taken. */
export function generateVendor(
  index: number,
  lookups: SeededLookups,
  names: CompanyNameRegistry,
): VendorSpec {
  const random = randomFor('vendor', index)
  const isDemoVendor = index === 0
  const primary = isDemoVendor ? MEDIA_VENDORS_SLUG : primaryType(random)
  const companyName =
    (isDemoVendor && names.claim(DEMO_VENDOR_NAME, 'Brightshelf')) ||
    names.vendorName(random, primary)
  const slugs = typeSlugs(random, primary)
  const year = yearOfEstablishment(random)
  const retailers = random.sample(NAMED_RETAILERS, 2) as [string, string]
  const isMedia = slugs.includes(MEDIA_VENDORS_SLUG)
  return {
    ...companyName,
    primaryType: primary,
    typeSlugs: slugs,
    ...salesRep(random, companyName.slug),
    website: `https://${companyName.slug}.example`,
    description: vendorDescription(random, {
      name: companyName.name,
      primaryType: primary,
      year,
      retailers,
    }),
    yearOfEstablishment: year,
    videos: random.chance(0.3)
      ? Array.from({ length: random.int(1, 2) }, () => videoUrl(random))
      : [],
    featured: isDemoVendor || random.chance(1 / 8),
    nudgeBanner: !isDemoVendor && random.chance(0.1),
    createdAt: randomCreatedAt(random),
    coverage: coverage(random, lookups.geoCountries),
    certificationIds: certificationIds(random, lookups.certificationIds),
    focusGroupIndex: isDemoVendor
      ? IN_STORE_GROUP_INDEX
      : random.int(0, PATH_TO_PURCHASE_GROUPS.length - 1),
    tacticWeight: isMedia ? 0.3 + random.next() ** 2 * 3 : 0,
  }
}
