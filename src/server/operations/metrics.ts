import { count, sql } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Database } from '../db/client.ts'
import { outbox } from '../db/schema/index.ts'
import type { LeasedRun } from '../jobs/job-lease.ts'

type ConnectionsByState = { state: string | null; connections: number }[]

export type Metrics = {
  registry: Registry
  /** Counts and times every request by method, route pattern (never the raw path) and status. */
  requests: MiddlewareHandler
  jobRun(job: string, result: LeasedRun | 'failed'): void
}

/**
 * This app server's Prometheus metrics (docs/scaling.md): requests, the database pool, the
 * outbox backlog and job runs; the process's own (memory, event loop, GC) when `process` is set.
 */
export function createMetrics(options: {
  db: Database
  databaseKind: 'pglite' | 'postgres'
  poolSize: number
  process?: boolean
}): Metrics {
  const registry = new Registry()
  if (options.process) collectDefaultMetrics({ register: registry })
  const requestCount = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  })
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'Connections this app server may open to the database',
    registers: [registry],
    collect() {
      this.set(options.databaseKind === 'postgres' ? options.poolSize : 1)
    },
  })
  new Gauge({
    name: 'db_server_connections',
    help: 'Connections to this database on its server, every app server together, by state',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      if (options.databaseKind !== 'postgres') return
      const rows = (await options.db.execute(sql`
        SELECT state, count(*)::int AS connections FROM pg_stat_activity
        WHERE datname = current_database() GROUP BY state`)) as unknown as ConnectionsByState
      for (const row of rows) {
        this.set({ state: row.state ?? 'unknown' }, row.connections)
      }
    },
  })
  new Gauge({
    name: 'outbox_messages',
    help: 'Emails in the outbox, by status: pending is the backlog still to deliver',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      const rows = await options.db
        .select({ status: outbox.status, messages: count() })
        .from(outbox)
        .groupBy(outbox.status)
      for (const row of rows) this.set({ status: row.status }, row.messages)
    },
  })
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Scheduled job ticks on this app server: ran, skipped (another server holds the lease) or failed',
    labelNames: ['job', 'result'] as const,
    registers: [registry],
  })
  return {
    registry,
    async requests(c, next) {
      const end = requestSeconds.startTimer()
      await next()
      const route = routePath(c)
      end({ method: c.req.method, route })
      requestCount.inc({ method: c.req.method, route, status: String(c.res.status) })
    },
    jobRun: (job, result) => jobRuns.inc({ job, result }),
  }
}
