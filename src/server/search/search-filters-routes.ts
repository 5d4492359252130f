import { Hono } from 'hono'
import type { ServerEnv } from '../server-env.ts'
import { filterLists } from './filter-lists.ts'
import { pathToPurchaseFilters } from './path-to-purchase-filters.ts'

/** The lists the search screen's filter panels and Browse row offer. */
export const searchFilterRoutes = new Hono<ServerEnv>()
  .get('/search_filters', async (c) =>
    c.json(await filterLists(c.var.db, Boolean(c.var.user)), 200),
  )
  .get('/path_to_purchase_filters', async (c) => c.json(await pathToPurchaseFilters(c.var.db), 200))
