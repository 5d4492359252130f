import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { nudgeRoutes } from './nudges.ts'
import { recommendationRoutes } from './recommendations.ts'
import { requestQuoteRoutes } from './request-quotes.ts'
import { shareRoutes } from './shares.ts'

/** Quotes, sharing, inviting a vendor and recommending: one mount point in src/server/app.ts. */
export const buyerActionRoutes = new Hono<AppEnv>()
  .route('/', requestQuoteRoutes)
  .route('/', shareRoutes)
  .route('/', nudgeRoutes)
  .route('/', recommendationRoutes)
