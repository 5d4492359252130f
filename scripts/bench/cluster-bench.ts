// The search bench through nginx with one and with two app servers on this machine (docs/scaling.md):
//   DATABASE_URL=postgres://… npx tsx scripts/bench/cluster-bench.ts [--port 5190] [--seconds 15]
// The database is seeded by the first server when empty (the default catalogue).
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { DEMO_PASSWORD } from '../../src/server/seed/demo-accounts.ts'
import { startCluster } from '../cluster/start-cluster.ts'
import { loadTest } from './search-load-test.ts'

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '5190' },
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '20' },
  },
})
const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) throw new Error('DATABASE_URL=postgres://… is required')

const QUERIES = ['sampling', 'retail media', 'coupon', 'shelf', 'social', 'influencer', 'display']
const paths = QUERIES.map((q) => `/api/v1/tactic_search?${new URLSearchParams({ query: q })}`)

for (const appServers of [1, 2]) {
  const dir = await mkdtemp(path.join(tmpdir(), 'cpg-cluster-bench-'))
  const cluster = await startCluster({ databaseUrl, port: Number(args.port), appServers, dir })
  try {
    const res = await fetch(`${cluster.url}/api/v1/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@demo.example', password: DEMO_PASSWORD }),
    })
    const h = (name: string) => res.headers.get(name) ?? ''
    const headers = { 'access-token': h('access-token'), client: h('client'), uid: h('uid') }
    const options = { connections: Number(args.connections), seconds: 3, headers }
    await loadTest(cluster.url, paths, options)
    const before = loadavg()[0]?.toFixed(2)
    const figures = await loadTest(cluster.url, paths, {
      ...options,
      seconds: Number(args.seconds),
    })
    process.stdout.write(
      `${appServers} app server(s): ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, failed ${figures.failed}; load average ${before} before, ${loadavg()[0]?.toFixed(2)} after\n`,
    )
  } finally {
    await cluster.stop()
    await rm(dir, { recursive: true, force: true })
  }
}
