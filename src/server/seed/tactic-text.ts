import { PRODUCT_CATEGORIES } from './catalogue-words.ts'
import type { Random } from './random.ts'
import {
  TACTIC_AUDIENCES,
  TACTIC_PROGRAM_NOUNS,
  TACTIC_QUALIFIERS,
  TACTIC_SEASONS,
  TACTIC_TYPE_PITCH,
  type TacticTypeName,
} from './tactic-words.ts'

export const TACTIC_NAME_MAX = 60
export const TACTIC_DESCRIPTION_MAX = 300

/** A tactic name; `retailer` is set when the name should mention one. */
export function tacticName(
  random: Random,
  type: string,
  vendorStem: string,
  retailer: string | undefined,
): string {
  const candidates = retailer
    ? [`${type} at ${retailer}`, `${random.pick(TACTIC_QUALIFIERS)} ${type} at ${retailer}`]
    : [
        `${random.pick(TACTIC_QUALIFIERS)} ${type}`,
        `${type} for ${random.pick(TACTIC_AUDIENCES)}`,
        `${random.pick(TACTIC_SEASONS)} ${type}`,
        `${vendorStem} ${type} ${random.pick(TACTIC_PROGRAM_NOUNS)}`,
      ]
  const name = random.pick(candidates)
  return name.length <= TACTIC_NAME_MAX ? name : type
}

function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

function retailerClause(retailers: readonly string[]): string {
  return retailers.length === 0 ? '' : `, available at ${joinWithAnd(retailers)}`
}

/** Sentences are dropped from the end until the description fits the 300-character limit. */
export function tacticDescription(
  random: Random,
  details: {
    type: TacticTypeName
    retailers: readonly string[]
    benefit: string
    resultFormats: readonly string[]
    resultMetrics: readonly string[]
  },
): string {
  const sentences = [
    `${TACTIC_TYPE_PITCH[details.type]}${retailerClause(details.retailers)}.`,
    `Built to ${details.benefit} for ${random.pick(PRODUCT_CATEGORIES)} brands.`,
    `Reporting covers ${joinWithAnd(details.resultMetrics)}, shared via ${joinWithAnd(details.resultFormats)}.`,
  ]
  while (sentences.length > 1 && sentences.join(' ').length > TACTIC_DESCRIPTION_MAX)
    sentences.pop()
  const description = sentences.join(' ')
  if (description.length <= TACTIC_DESCRIPTION_MAX) return description
  return `${TACTIC_TYPE_PITCH[details.type]}.`
}
