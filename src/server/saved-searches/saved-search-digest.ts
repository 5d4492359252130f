import { and, asc, eq } from 'drizzle-orm'
import {
  OPENED_SAVED_SEARCH_FIELD,
  SAVED_SEARCH_DIGEST_MATCHES,
  SAVED_SEARCH_MESSAGES,
} from '../../domain/saved-searches.ts'
import { searchUrlPath } from '../../domain/search-url.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { savedSearches } from '../db/schema/index.ts'
import type { EmailLink, EmailList } from '../mail/email-template.ts'
import { remainingFilters } from './saved-search-filters.ts'
import { matchCards, newMatches } from './saved-search-matches.ts'

const plural = (n: number, one: string) => `${n} new ${one}${n === 1 ? '' : 's'}`

/**
 * The weekly digest's section per saved search with "Email me new matches" on
 * (docs/spec/workspace.md §4): the tactics or vendors matching it that appeared in (since, now],
 * at most 5, then "See all" opening the search (and marking it opened). A search with nothing new
 * has no section.
 */
export async function savedSearchSections(
  db: Database,
  config: Config,
  userId: number,
  window: { since: Date; now: Date },
): Promise<EmailList[]> {
  const alerted = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.alerts, true)))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id))
  const sections: EmailList[] = []
  for (const saved of alerted) {
    const { query } = await remainingFilters(db, saved.query)
    const matches = await newMatches(db, query, {
      since: window.since,
      until: window.now,
      limit: SAVED_SEARCH_DIGEST_MATCHES,
    })
    if (matches.total === 0) continue
    const found = await matchCards(db, matches)
    const links: EmailLink[] =
      found.tab === 'vendors'
        ? found.vendors.map((vendor) => ({
            label: vendor.name,
            url: `${config.publicUrl}/company/${vendor.id}`,
          }))
        : found.tactics.map(({ tactic, vendor }) => ({
            label: `${tactic.name} by ${vendor.name}`,
            url: `${config.publicUrl}/company/${vendor.id}/tactics/${tactic.id}`,
          }))
    links.push({
      label: SAVED_SEARCH_MESSAGES.seeAll,
      url: `${config.publicUrl}${searchUrlPath({ ...query, [OPENED_SAVED_SEARCH_FIELD]: saved.id })}`,
    })
    const what = plural(matches.total, matches.tab === 'vendors' ? 'vendor' : 'tactic')
    sections.push({ title: `Your saved search “${saved.name}”: ${what}`, links })
  }
  return sections
}
