import type { SavedSearch, SavedSearchQuery } from '#domain/saved-searches.ts'
import type { Submission } from '../../offline/outbox/outbox-item.ts'

/** A saved search as the list shows it: the server's, with the device's writes not yet sent. */
export type ShownSavedSearch = SavedSearch & { waiting: boolean }

const idOfPath = (path: string) => Number(path.split('/').pop())

/**
 * The server's list with the writes waiting in the outbox applied, oldest first: a search saved
 * offline shows at the top (with an id of its own below zero), a rename or an alerts switch shows
 * at once, a deleted one is gone, one opened shows no "new" badge. Each changed row is `waiting`.
 */
export function shownSavedSearches(
  server: readonly SavedSearch[],
  pending: readonly Submission[],
  now = new Date().toISOString(),
): ShownSavedSearch[] {
  let shown: ShownSavedSearch[] = server.map((saved) => ({ ...saved, waiting: false }))
  pending.forEach((write, index) => {
    if (write.kind === 'saved_search_create') {
      const body = write.body as { name: string; query: SavedSearchQuery; alerts: boolean }
      shown = [
        {
          id: -(index + 1),
          name: body.name,
          query: body.query,
          alerts: body.alerts,
          new_count: 0,
          filters_missing: false,
          last_opened_at: now,
          created_at: now,
          updated_at: now,
          waiting: true,
        },
        ...shown,
      ]
    } else if (write.kind === 'saved_search_update') {
      const change = write.body as { name?: string; alerts?: boolean; opened?: true }
      const id = idOfPath(write.path)
      shown = shown.map((saved) =>
        saved.id !== id
          ? saved
          : {
              ...saved,
              ...(change.name === undefined ? {} : { name: change.name }),
              ...(change.alerts === undefined ? {} : { alerts: change.alerts }),
              ...(change.opened ? { new_count: 0 } : {}),
              waiting: change.opened ? saved.waiting : true,
            },
      )
    } else if (write.kind === 'saved_search_delete') {
      const id = idOfPath(write.path)
      shown = shown.filter((saved) => saved.id !== id)
    }
  })
  return shown
}
