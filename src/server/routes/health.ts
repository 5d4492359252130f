import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../app-env.ts'

export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  try {
    await c.var.db.execute(sql`select 1`)
    return c.json({ status: 'ok' })
  } catch {
    return c.json({ status: 'unavailable', errors: ['Database is not answering'] }, 503)
  }
})
