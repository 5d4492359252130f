import { PRODUCT_CATEGORIES, wordList } from './catalogue-words.ts'
import type { VendorTypeSlug } from './lookups-data.ts'
import type { Random } from './random.ts'

const MEDIA_CHANNELS = wordList(`
  digital circulars and in-store screens|loyalty-linked offers|connected TV and social video|
  cart and shelf media|checkout and receipt media|influencer recipe content|
  retail media sponsored products|geo-targeted mobile and out-of-home`)

const MEASURES = wordList(`
  closed-loop sales attribution|test-versus-control store analysis|loyalty card data|
  incremental ROAS reporting|third-party brand lift studies|weekly point-of-sale reads`)

const SERVICES = wordList(`
  in-store sampling and demo events|display builds and store merchandising|
  field marketing and retail audits|promotional packaging and shelf signage`)

const TECH_VERBS = wordList(`
  plans and buys retail media across retailer networks|tracks shelf compliance with store photos|
  turns loyalty data into shopper audiences|automates digital coupon and rebate programs`)

const DATA_SOURCES = wordList(`
  receipt panels|loyalty card purchase data|in-store intercept surveys|eye-tracking shelf studies`)

const GOALS = wordList(`
  win at the shelf|find incremental buyers|price and promote with confidence|
  plan resets and launches`)

/** The first sentence says what the vendor does, by its main vendor type. */
function opening(type: VendorTypeSlug, name: string, random: Random): string {
  const category = () => random.pick(PRODUCT_CATEGORIES)
  switch (type) {
    case 'media_vendors':
      return `${name} connects CPG brands with shoppers through ${random.pick(MEDIA_CHANNELS)}, reaching ${random.int(3, 60)} million households each month.`
    case 'agencies':
      return `${name} is a shopper marketing agency that plans and activates retail programs for ${category()} and ${category()} brands.`
    case 'service_providers':
      return `${name} runs ${random.pick(SERVICES)} for CPG brands in more than ${(random.int(5, 90) * 100).toLocaleString('en-US')} stores across North America.`
    case 'technology':
      return `${name} builds software that ${random.pick(TECH_VERBS)} for CPG brand and sales teams.`
    case 'research':
      return `${name} delivers shopper insights from ${random.pick(DATA_SOURCES)} to help brands ${random.pick(GOALS)}.`
  }
}

function proof(random: Random, retailers: readonly [string, string]): string {
  const [first, second] = retailers
  const sentences = [
    `Clients include ${random.pick(PRODUCT_CATEGORIES)} and ${random.pick(PRODUCT_CATEGORIES)} brands selling through ${first} and ${second}.`,
    `Every campaign is measured with ${random.pick(MEASURES)}.`,
    `Programs are approved by ${first} and ${second} and can launch within weeks.`,
  ]
  return random.pick(sentences)
}

function closing(random: Random, year: number): string {
  const sentences = [
    `Trusted by emerging and national brands since ${year}.`,
    'A dedicated category team supports planning, creative and post-campaign readouts.',
    'Minimums are flexible for emerging brands entering new retailers.',
  ]
  return random.pick(sentences)
}

/** One to three sentences about the vendor's part in CPG shopper marketing. */
export function vendorDescription(
  random: Random,
  vendor: { name: string; primaryType: VendorTypeSlug; year: number; retailers: [string, string] },
): string {
  const sentences = [opening(vendor.primaryType, vendor.name, random)]
  const extra = random.int(0, 2)
  if (extra >= 1) sentences.push(proof(random, vendor.retailers))
  if (extra >= 2) sentences.push(closing(random, vendor.year))
  return sentences.join(' ')
}
