import type { SavedSearchQuery } from '#domain/saved-searches.ts'
import { keptRequest } from '../../api/kept-request.ts'
import type { Submission } from '../../offline/outbox/outbox-item.ts'

/** Every saved-search write the outbox keeps (docs/offline.md). */
export const SAVED_SEARCH_WRITE_KINDS = [
  'saved_search_create',
  'saved_search_update',
  'saved_search_delete',
] as const
export type SavedSearchWriteKind = (typeof SAVED_SEARCH_WRITE_KINDS)[number]

export const isSavedSearchWrite = (submission: Pick<Submission, 'kind'>) =>
  (SAVED_SEARCH_WRITE_KINDS as readonly string[]).includes(submission.kind)

/** A write as the outbox keeps it, before its key is given. */
export type SavedSearchWrite = Omit<Submission, 'idempotencyKey'> & { kind: SavedSearchWriteKind }

export const createWrite = (
  name: string,
  query: SavedSearchQuery,
  alerts: boolean,
): SavedSearchWrite => ({
  kind: 'saved_search_create',
  ...keptRequest('$post', '/saved_searches', {}, { name, query, alerts }),
  summary: `Save the search ${name}`,
})

type Change = { name?: string; alerts?: boolean; opened?: true }

function changeSummary(name: string, change: Change): string {
  if (change.name !== undefined) return `Rename ${name} to ${change.name}`
  if (change.alerts !== undefined)
    return `${change.alerts ? 'Turn on' : 'Turn off'} new-match emails for ${name}`
  return `Mark ${name} as opened`
}

export const updateWrite = (
  saved: { id: number; name: string },
  change: Change,
): SavedSearchWrite => ({
  kind: 'saved_search_update',
  ...keptRequest('$patch', '/saved_searches/:id', { id: saved.id }, change),
  summary: changeSummary(saved.name, change),
})

export const deleteWrite = (saved: { id: number; name: string }): SavedSearchWrite => ({
  kind: 'saved_search_delete',
  ...keptRequest('$delete', '/saved_searches/:id', { id: saved.id }, undefined),
  summary: `Delete the saved search ${saved.name}`,
})
