import { Hono } from 'hono'
import type { ServerEnv } from '../server-env.ts'

/** The deployment's support address, which the app's support links write to (SUPPORT_EMAIL). */
export const supportRoutes = new Hono<ServerEnv>().get('/support', (c) =>
  c.json({ email: c.var.config.supportEmail }),
)
