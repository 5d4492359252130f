import { and, asc, desc, eq, isNotNull } from 'drizzle-orm'
import { Hono } from 'hono'
import { companies, vendors } from '../db/schema/index.ts'
import { FEATURED_VENDOR_ORDER } from '../search/featured-order.ts'
import type { ServerEnv } from '../server-env.ts'

const SLIDER_LIMIT = 24

const logoUrls = (rows: { url: string | null }[]) => rows.flatMap((r) => (r.url ? [r.url] : []))

export const sliderImageRoutes = new Hono<ServerEnv>()
  .get('/slider_images/registered_vendors', async (c) => {
    const rows = await c.var.db
      .select({ url: vendors.logoUrl })
      .from(vendors)
      .where(isNotNull(vendors.logoUrl))
      .orderBy(desc(vendors.featured), ...FEATURED_VENDOR_ORDER)
      .limit(SLIDER_LIMIT)
    return c.json({ image_urls: logoUrls(rows) })
  })
  .get('/slider_images/cpg_clients', async (c) => {
    const rows = await c.var.db
      .select({ url: companies.logoUrl })
      .from(companies)
      .where(and(eq(companies.companyType, 'cpg'), isNotNull(companies.logoUrl)))
      .orderBy(asc(companies.name))
      .limit(SLIDER_LIMIT)
    return c.json({ image_urls: logoUrls(rows) })
  })
