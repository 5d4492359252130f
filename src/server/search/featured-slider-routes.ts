import { Hono } from 'hono'
import type { FeaturedSliderResponse } from '../../domain/search-results.ts'
import type { ServerEnv } from '../server-env.ts'
import { featuredItems } from './featured-items.ts'
import { cachedSearch } from './result-cache.ts'

/** GET /featured_slider: the search screen's carousel of featured tactics. */
export const featuredSliderRoutes = new Hono<ServerEnv>().get('/featured_slider', async (c) => {
  const db = c.var.db
  const answer: FeaturedSliderResponse = {
    featured_data: await cachedSearch(db, 'featured', () => featuredItems(db)),
  }
  return c.json(answer, 200)
})
