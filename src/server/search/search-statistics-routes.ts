import { Hono } from 'hono'
import { SearchStatisticSchema } from '../../domain/search-statistic.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody } from '../validation.ts'
import { recordWebsiteVisit } from './website-visits.ts'

/** PUT /search_statistic: a click on a vendor's website link, tied to the search it came from. */
export const searchStatisticRoutes = new Hono<ServerEnv>().put(
  '/search_statistic',
  jsonBody(SearchStatisticSchema),
  async (c) => {
    const visit = await recordWebsiteVisit(c.var.db, c.req.valid('json'), c.var.user?.id ?? null)
    return c.json(
      {
        search_statistic: {
          id: visit.id,
          search_id: visit.searchId,
          vendor_id: visit.vendorId,
          tactic_id: visit.tacticId,
          website_visited: true,
        },
      },
      200,
    )
  },
)
