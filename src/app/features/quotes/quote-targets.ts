import { QUOTE_BATCH_MAX, type QuoteBatchInput } from '#domain/quotes.ts'
import type { ShortlistItem } from '#domain/shortlists.ts'

/**
 * A vendor a shortlist's items name, with the tactics of it the list holds (§3 "Request quotes":
 * one request per selected vendor).
 */
export type QuoteTargetChoice = {
  key: string
  vendor: { id: number; name: string }
  tactics: { id: number; name: string }[]
}

/** The vendors a shortlist's items name, each once, in the list's order, with their tactics. */
export function quoteChoicesOf(items: ShortlistItem[]): QuoteTargetChoice[] {
  const choices = new Map<number, QuoteTargetChoice>()
  for (const item of items) {
    const vendor = item.kind === 'vendor' ? item.vendor : item.tactic.vendor
    const choice = choices.get(vendor.id) ?? {
      key: `vendor:${vendor.id}`,
      vendor: { id: vendor.id, name: vendor.name },
      tactics: [],
    }
    if (item.kind === 'tactic')
      choice.tactics.push({ id: item.tactic.tactic.id, name: item.tactic.tactic.name })
    choices.set(vendor.id, choice)
  }
  return [...choices.values()]
}

/** "Brightshelf Media: Shelf talkers, Sampling", or the vendor alone. */
export const targetLabel = (choice: Pick<QuoteTargetChoice, 'vendor' | 'tactics'>) =>
  choice.tactics.length > 0
    ? `${choice.vendor.name}: ${choice.tactics.map((tactic) => tactic.name).join(', ')}`
    : choice.vendor.name

/** The vendors ticked at first: every one, up to the most one request may ask. */
export const firstPicked = (choices: QuoteTargetChoice[]) =>
  new Set(choices.slice(0, QUOTE_BATCH_MAX).map((choice) => choice.key))

/**
 * POST /quotes' targets for the ticked vendors: a request names its tactic when the list holds
 * exactly one of that vendor's, and is about the vendor as a whole otherwise.
 */
export function batchTargets(
  choices: QuoteTargetChoice[],
  picked: ReadonlySet<string>,
): QuoteBatchInput['targets'] {
  return choices
    .filter((choice) => picked.has(choice.key))
    .map((choice) => ({
      vendor_id: choice.vendor.id,
      tactic_id: choice.tactics.length === 1 ? (choice.tactics[0]?.id ?? null) : null,
    }))
}
