import { Hono } from 'hono'
import type { FeaturedSliderResponse } from '../../domain/search-results.ts'
import { featuredItems } from '../search/featured-items.ts'
import { cachedSearch } from '../search/result-cache.ts'
import type { ServerEnv } from '../server-env.ts'

/** GET /featured_slider: the search screen's carousel of featured tactics. */
export const featuredSliderRoutes = new Hono<ServerEnv>().get('/featured_slider', async (c) => {
  const db = c.var.db
  const answer: FeaturedSliderResponse = {
    featured_data: await cachedSearch(db, 'featured', () => featuredItems(db)),
  }
  return c.json(answer, 200)
})
