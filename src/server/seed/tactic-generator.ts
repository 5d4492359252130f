import { NATURAL_BRAND_OBJECTIVE } from './filter-groups-data.ts'
import { type Random, randomFor } from './random.ts'
import { randomCreatedAt } from './seed-clock.ts'
import type {
  SeededLookups,
  SeededOption,
  SeededRetailer,
  SeededTacticType,
} from './seed-lookups.ts'
import { tacticDescription, tacticName } from './tactic-text.ts'
import { MIN_ORDER_TEXTS, OBJECTIVE_BENEFITS, type TacticTypeName } from './tactic-words.ts'
import { videoUrl } from './vendor-generator.ts'

export type TacticSpec = {
  name: string
  description: string
  featured: boolean
  eCommerceService: boolean
  inHouseService: boolean
  minOrderSize: boolean
  minOrderSizeText: string | null
  videos: string[]
  createdAt: Date
  tacticTypeIds: number[]
  filterOptionIds: number[]
}

export type TacticVendor = { stem: string; createdAt: Date; focusGroupIndex: number }

/** The lookups a tactic draws from, resolved once per seed. */
export type TacticCatalogue = {
  typesByGroup: SeededTacticType[][]
  pathToPurchase: SeededOption[]
  brandObjectives: SeededOption[]
  turnaroundTimes: SeededOption[]
  marketingObjectives: SeededOption[]
  resultFormats: SeededOption[]
  campaignResults: SeededOption[]
  /** Multi-select groups that need no special treatment: 1–3 options each. */
  plainMultiGroups: SeededOption[][]
  retailers: SeededRetailer[]
}

const ONLINE_GROUP_INDEX = 4

/** The demo vendor's first tactic, so that searches for "Sampling" and "Walmart" always find one. */
const DEMO_TACTIC = {
  name: 'Weekend In-Store Sampling at Walmart',
  type: 'In-Store Sampling',
  retailers: ['Walmart', 'Walmart Supercenter'],
}

export function tacticCatalogue(lookups: SeededLookups): TacticCatalogue {
  const group = (key: string) => {
    const options = lookups.filterOptions.get(key)
    if (!options) throw new Error(`Filter group ${key} was not seeded`)
    return options
  }
  const groupCount = Math.max(...lookups.tacticTypes.map((type) => type.groupIndex)) + 1
  return {
    typesByGroup: Array.from({ length: groupCount }, (_, index) =>
      lookups.tacticTypes.filter((type) => type.groupIndex === index),
    ),
    pathToPurchase: group('path_to_purchase'),
    brandObjectives: group('brand_objectives'),
    turnaroundTimes: group('turnaround_time'),
    marketingObjectives: group('marketing_objectives'),
    resultFormats: group('format_of_sharing_results'),
    campaignResults: group('campaign_results'),
    plainMultiGroups: [
      group('pricing_model'),
      group('premium_performance_data'),
      group('target_options'),
    ],
    retailers: lookups.retailers,
  }
}

function someOf<T>(random: Random, items: readonly T[]): T[] {
  return random.sample(items, random.int(1, 3))
}

function tacticTypes(random: Random, focusGroupIndex: number, catalogue: TacticCatalogue) {
  const anyGroup = () => random.int(0, catalogue.typesByGroup.length - 1)
  const firstGroup = random.chance(0.6) ? focusGroupIndex : anyGroup()
  const first = random.pick(catalogue.typesByGroup[firstGroup] ?? [])
  if (!random.chance(0.3)) return [first]
  const secondGroup = random.chance(0.5) ? firstGroup : anyGroup()
  const second = random.pick(catalogue.typesByGroup[secondGroup] ?? [])
  return second.id === first.id ? [first] : [first, second]
}

function retailerPicks(random: Random, retailers: readonly SeededRetailer[]): SeededRetailer[] {
  return random.chance(0.25) ? [] : random.sample(retailers, random.int(1, 3))
}

function brandObjectives(random: Random, groupIndex: number, catalogue: TacticCatalogue) {
  const natural = catalogue.brandObjectives.find(
    (option) => option.name === NATURAL_BRAND_OBJECTIVE[groupIndex],
  )
  const extra = random.sample(catalogue.brandObjectives, random.int(0, 2))
  return [...(natural ? [natural] : []), ...extra]
}

function pathToPurchase(random: Random, types: SeededTacticType[], catalogue: TacticCatalogue) {
  const stages = types.map((type) => catalogue.pathToPurchase[type.groupIndex])
  if (random.chance(0.2)) stages.push(random.pick(catalogue.pathToPurchase))
  return stages.filter((stage): stage is SeededOption => stage !== undefined)
}

function uniqueIds(options: readonly { id: number }[]): number[] {
  return [...new Set(options.map((option) => option.id))].sort((a, b) => a - b)
}

function generateTactic(
  random: Random,
  vendor: TacticVendor,
  catalogue: TacticCatalogue,
  isDemoTactic: boolean,
): TacticSpec {
  const allTypes = catalogue.typesByGroup.flat()
  const demoType = allTypes.find((type) => type.name === DEMO_TACTIC.type)
  const types =
    isDemoTactic && demoType ? [demoType] : tacticTypes(random, vendor.focusGroupIndex, catalogue)
  const primary = types[0] as SeededTacticType
  const retailers = isDemoTactic
    ? catalogue.retailers.filter((retailer) => DEMO_TACTIC.retailers.includes(retailer.name))
    : retailerPicks(random, catalogue.retailers)
  const named = retailers[0] && random.chance(0.3) ? retailers[0].name : undefined
  const marketing = someOf(random, catalogue.marketingObjectives)
  const formats = someOf(random, catalogue.resultFormats)
  const results = someOf(random, catalogue.campaignResults)
  const benefitIndex = catalogue.marketingObjectives.indexOf(marketing[0] as SeededOption)
  const minOrderSize = random.chance(0.4)
  const filterOptions = [
    ...pathToPurchase(random, types, catalogue),
    ...brandObjectives(random, primary.groupIndex, catalogue),
    random.pick(catalogue.turnaroundTimes),
    ...marketing,
    ...formats,
    ...results,
    ...catalogue.plainMultiGroups.flatMap((options) => someOf(random, options)),
    ...retailers,
  ]
  return {
    name: isDemoTactic ? DEMO_TACTIC.name : tacticName(random, primary.name, vendor.stem, named),
    description: tacticDescription(random, {
      type: primary.name as TacticTypeName,
      retailers: retailers.slice(0, 2).map((retailer) => retailer.name),
      benefit: OBJECTIVE_BENEFITS[benefitIndex] ?? 'drive trial',
      resultFormats: formats.map((format) => format.name),
      resultMetrics: results.slice(0, 2).map((result) => result.name),
    }),
    featured: isDemoTactic || random.chance(0.1),
    eCommerceService:
      types.some((type) => type.groupIndex === ONLINE_GROUP_INDEX) || random.chance(0.2),
    inHouseService: random.chance(0.5),
    minOrderSize,
    minOrderSizeText: minOrderSize ? random.pick(MIN_ORDER_TEXTS) : null,
    videos: random.chance(0.15) ? [videoUrl(random)] : [],
    createdAt: randomCreatedAt(random, vendor.createdAt),
    tacticTypeIds: types.map((type) => type.id),
    filterOptionIds: uniqueIds(filterOptions),
  }
}

const NAME_ATTEMPTS = 4

/** The tactics of vendor number `vendorIndex`; they depend only on that index and the count. */
export function generateVendorTactics(
  vendorIndex: number,
  vendor: TacticVendor,
  count: number,
  catalogue: TacticCatalogue,
): TacticSpec[] {
  const random = randomFor('tactics', vendorIndex)
  const names = new Set<string>()
  const tactics: TacticSpec[] = []
  for (let index = 0; index < count; index++) {
    const isDemoTactic = vendorIndex === 0 && index === 0
    let tactic = generateTactic(random, vendor, catalogue, isDemoTactic)
    for (let attempt = 1; attempt < NAME_ATTEMPTS && names.has(tactic.name); attempt++) {
      tactic = generateTactic(random, vendor, catalogue, false)
    }
    names.add(tactic.name)
    tactics.push(tactic)
  }
  return tactics
}
