import { Hono } from 'hono'
import type { ServerEnv } from '../server-env.ts'

export type ReadinessState = 'migrating' | 'ready' | 'draining'

/**
 * Whether this app server should get traffic: not while it migrates its database at start, nor
 * once SIGTERM asked it to drain (it then finishes what it has and exits). Liveness is
 * /api/v1/health; readiness is /api/v1/ready (docs/scaling.md).
 */
export class Readiness {
  state: ReadinessState

  constructor(state: ReadinessState = 'ready') {
    this.state = state
  }
}

const STARTING = 'The server is starting, please retry'

export const readinessRoutes = new Hono<ServerEnv>().get('/ready', (c) => {
  const { state } = c.var.readiness
  return c.json({ status: state }, state === 'ready' ? 200 : 503)
})

/** While the database migrates, the API answers 503 (a proxy retries on another server). */
export const refuseWhileMigrating = new Hono<ServerEnv>().use('/api/*', async (c, next) => {
  if (c.var.readiness.state !== 'migrating') return next()
  if (c.req.path === '/api/v1/health' || c.req.path === '/api/v1/ready') return next()
  c.header('Retry-After', '2')
  return c.json({ errors: [STARTING] }, 503)
})
