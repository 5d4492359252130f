import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { ServerEnv } from '../server-env.ts'

export const healthRoutes = new Hono<ServerEnv>().get('/health', async (c) => {
  try {
    await c.var.db.execute(sql`select 1`)
    return c.json({ status: 'ok' })
  } catch {
    return c.json({ status: 'unavailable', errors: ['Database is not answering'] }, 503)
  }
})
