import { Hono } from 'hono'
import type { ServerEnv } from '../server-env.ts'
import { nudgeRoutes } from './nudges-routes.ts'
import { recommendationRoutes } from './recommendations-routes.ts'
import { requestQuoteRoutes } from './request-quotes-routes.ts'
import { shareRoutes } from './shares-routes.ts'

/** Quotes, sharing, inviting a vendor and recommending: one mount point in src/server/web-server.ts. */
export const buyerActionRoutes = new Hono<ServerEnv>()
  .route('/', requestQuoteRoutes)
  .route('/', shareRoutes)
  .route('/', nudgeRoutes)
  .route('/', recommendationRoutes)
