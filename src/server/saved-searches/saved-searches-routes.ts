import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import {
  SAVED_SEARCH_PAGE_SIZE,
  SavedSearchCreateSchema,
  SavedSearchPageQuerySchema,
  SavedSearchUpdateSchema,
} from '../../domain/saved-searches.ts'
import { requireUser } from '../auth/session-middleware.ts'
import type { SessionUser } from '../auth/session-types.ts'
import type { savedSearches } from '../db/schema/index.ts'
import { idempotent } from '../idempotency/idempotency-middleware.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody, queryParams } from '../validation.ts'
import { pathId } from '../vendors/vendor-access.ts'
import { ownSavedSearch, savedSearchJson, savedSearchPage } from './saved-search-queries.ts'
import { createSavedSearch, deleteSavedSearch, updateSavedSearch } from './saved-search-writes.ts'

type SavedSearchEnv = ServerEnv & {
  Variables: { savedSearch: typeof savedSearches.$inferSelect }
}

/** The user's own saved search of the path, found before any body is read. */
const ownOfPath = createMiddleware<SavedSearchEnv>(async (c, next) => {
  const user = c.var.user as SessionUser
  c.set('savedSearch', await ownSavedSearch(c.var.db, user.id, pathId(c.req.param('id'))))
  await next()
})

/**
 * Saved searches (docs/spec/workspace.md §4, §7; docs/api-saved-searches.md). Every signed-in
 * role searches, so every signed-in user keeps their own; another user's id is the 404 of an
 * unknown one. Every write accepts an Idempotency-Key.
 */
export const savedSearchRoutes = new Hono<ServerEnv>()
  .get('/saved_searches', requireUser, queryParams(SavedSearchPageQuerySchema), async (c) => {
    const query = c.req.valid('query')
    const paging = {
      page: query.page ?? 1,
      perPage: query.per_page ?? SAVED_SEARCH_PAGE_SIZE,
    }
    return c.json(await savedSearchPage(c.var.db, c.var.user.id, paging))
  })
  .post(
    '/saved_searches',
    requireUser,
    idempotent,
    jsonBody(SavedSearchCreateSchema),
    async (c) => {
      const created = await createSavedSearch(c.var.db, c.var.user.id, c.req.valid('json'))
      return c.json({ saved_search: await savedSearchJson(c.var.db, created) }, 201)
    },
  )
  .patch(
    '/saved_searches/:id',
    requireUser,
    idempotent,
    ownOfPath,
    jsonBody(SavedSearchUpdateSchema),
    async (c) => {
      const updated = await updateSavedSearch(c.var.db, c.var.savedSearch.id, c.req.valid('json'))
      return c.json({ saved_search: await savedSearchJson(c.var.db, updated) })
    },
  )
  .delete('/saved_searches/:id', requireUser, idempotent, ownOfPath, async (c) => {
    const id = c.var.savedSearch.id
    await deleteSavedSearch(c.var.db, id)
    return c.json({ deleted: true, id })
  })
