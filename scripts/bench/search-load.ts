import type { Database } from '../../src/server/db/client.ts'
import { DEMO_PASSWORD } from '../../src/server/seed/demo-accounts.ts'
import type { BenchServer } from './bench-server.ts'
import { httpGet } from './http-get.ts'
import { type CatalogueKind, prepareCatalogue } from './search-catalogue.ts'
import { type LoadFigures, loadTest } from './search-load-test.ts'
import { type SearchScenario, searchDirectly, searchScenarios } from './search-scenarios.ts'
import { startSearchServer } from './search-server.ts'
import { type Latencies, latencies, timeEach } from './search-timing.ts'

export type SearchBenchOptions = {
  tactics: number
  databases: CatalogueKind[]
  reseed: boolean
  connections: number
  seconds: number
}

type ScenarioFigures = {
  scenario: SearchScenario
  sql: Latencies
  miss: Latencies
  load: LoadFigures
}

/** The search budgets (docs/search-performance.md), in milliseconds and requests per second. */
const BUDGETS = {
  postgres: { autocompleteP95: 20, searchP95: 50, searchRequestsPerSecond: 1000 },
  pglite: { autocompleteP95: 30 },
  overhead: 1.5,
} as const

const DATABASE_NAMES: Record<CatalogueKind, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' }
const BUYER = 'buyer@demo.example'

/** Where the bench is, on stderr: seeding and load tests take minutes. */
const progress = (message: string) => process.stderr.write(`search bench: ${message}\n`)

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER')

async function signIn(baseUrl: string): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/api/v1/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BUYER, password: DEMO_PASSWORD }),
  })
  if (!res.ok) throw new Error(`Signing in for the search bench failed with ${res.status}`)
  const header = (name: string) => res.headers.get(name) ?? ''
  return { 'access-token': header('access-token'), client: header('client'), uid: header('uid') }
}

const pathOf = (query: URLSearchParams) => `/api/v1/tactic_search?${query}`

type Misses = { sql: Latencies; miss: Latencies }

/** Each query once on the database and once through the API, in turn: both meet the same machine. */
async function timeSideBySide(
  db: Database,
  scenario: SearchScenario,
  baseUrl: string,
  headers: Record<string, string>,
): Promise<Misses> {
  const sql: number[] = []
  const miss: number[] = []
  for (const query of scenario.queries) {
    const direct = performance.now()
    await searchDirectly(db, query)
    const api = performance.now()
    await httpGet(`${baseUrl}${pathOf(query)}`, headers)
    sql.push(api - direct)
    miss.push(performance.now() - api)
  }
  return { sql: latencies(sql), miss: latencies(miss) }
}

/** The SQL of every scenario, timed before the server starts. */
async function timeSqlAlone(db: Database, scenarios: readonly SearchScenario[]) {
  const sql: Latencies[] = []
  for (const scenario of scenarios) {
    sql.push(await timeEach(scenario.queries, (query) => searchDirectly(db, query)))
  }
  return sql
}

function budgetNotes(kind: CatalogueKind, { scenario, sql, miss, load }: ScenarioFigures) {
  const overhead = miss.p50 / sql.p50
  const overheadOk = overhead <= BUDGETS.overhead
  const notes = [`overhead ${overhead.toFixed(2)}× (≤ ${BUDGETS.overhead}×) ${verdict(overheadOk)}`]
  if (kind === 'pglite' && scenario.kind === 'autocomplete') {
    const budget = BUDGETS.pglite.autocompleteP95
    notes.unshift(`p95 ≤ ${budget} ms ${verdict(load.p95 <= budget)}`)
  }
  if (kind === 'postgres') {
    const { autocompleteP95, searchP95, searchRequestsPerSecond } = BUDGETS.postgres
    const budget = scenario.kind === 'autocomplete' ? autocompleteP95 : searchP95
    notes.unshift(`p95 ≤ ${budget} ms ${verdict(load.p95 <= budget)}`)
    if (scenario.kind === 'search') {
      const fast = load.requestsPerSecond >= searchRequestsPerSecond
      notes.splice(1, 0, `≥ ${searchRequestsPerSecond} req/s ${verdict(fast)}`)
    }
  }
  return notes.join(', ')
}

const loadLine = ({ p50, p95, p99, requestsPerSecond, failed }: LoadFigures) =>
  `load p50 ${ms(p50)}  p95 ${ms(p95)}  p99 ${ms(p99)}  ${Math.round(requestsPerSecond)} req/s` +
  (failed > 0 ? `  (${failed} failed)` : '')

const missLine = ({ miss, sql }: ScenarioFigures) =>
  `first request p50 ${ms(miss.p50)}  p95 ${ms(miss.p95)}   ` +
  `SQL p50 ${ms(sql.p50)}  p95 ${ms(sql.p95)}`

/** What the server does for any signed-in request, search or not: the ceiling of the figures. */
async function measureFloor(server: BenchServer, options: SearchBenchOptions) {
  const headers = await signIn(server.url)
  return loadTest(server.url, ['/api/v1/health'], { ...options, headers })
}

function report(
  kind: CatalogueKind,
  options: SearchBenchOptions,
  floor: LoadFigures,
  figures: ScenarioFigures[],
) {
  const tactics = options.tactics.toLocaleString('en')
  const queries = figures[0]?.scenario.queries.length
  const lines = [
    `Search at ${tactics} tactics on ${DATABASE_NAMES[kind]}:`,
    `  load = ${options.connections} connections × ${options.seconds} s over ${queries} distinct`,
    '    queries, answered mostly from the result cache;',
    '  first request = each of those queries once, one at a time (a cache miss);',
    '  SQL = the same work run directly on the database, each query just before its first request',
    '    (PGlite: all before the server starts); overhead = first request p50 / SQL p50.',
  ]
  const indent = ''.padEnd(24)
  lines.push(`  ${'floor: GET /health'.padEnd(22)}${loadLine(floor)} (signed in, no search)`)
  for (const item of figures) {
    lines.push(
      `  ${item.scenario.name.padEnd(22)}${loadLine(item.load)}`,
      `${indent}${missLine(item)}`,
      `${indent}budgets: ${budgetNotes(kind, item)}`,
    )
  }
  return lines
}

async function benchDatabase(kind: CatalogueKind, options: SearchBenchOptions, port: number) {
  progress(`${DATABASE_NAMES[kind]}: preparing ${options.tactics} tactics`)
  const catalogue = await prepareCatalogue(kind, options.tactics, options.reseed)
  const handle = await catalogue.open()
  const scenarios = await searchScenarios(handle.db)
  // PGlite holds its data directory alone: its SQL is timed before the server opens it.
  const sqlAlone = kind === 'pglite' ? await timeSqlAlone(handle.db, scenarios) : undefined
  if (sqlAlone) await handle.close()
  progress(`${DATABASE_NAMES[kind]}: starting the server`)
  const server = await startSearchServer(port, catalogue.serverEnv)
  const figures: ScenarioFigures[] = []
  let floor: LoadFigures
  try {
    progress(`${DATABASE_NAMES[kind]}: floor`)
    floor = await measureFloor(server, options)
    for (const [index, scenario] of scenarios.entries()) {
      progress(`${DATABASE_NAMES[kind]}: ${scenario.name}`)
      const headers = await signIn(server.url)
      const paths = scenario.queries.map(pathOf)
      const misses: Misses = sqlAlone
        ? {
            sql: sqlAlone[index] as Latencies,
            miss: await timeEach(paths, (path) => httpGet(`${server.url}${path}`, headers)),
          }
        : await timeSideBySide(handle.db, scenario, server.url, headers)
      const load = await loadTest(server.url, paths, { ...options, headers })
      figures.push({ scenario, ...misses, load })
    }
  } finally {
    await server.stop()
    if (!sqlAlone) await handle.close()
  }
  return report(kind, options, floor, figures)
}

/** The search load test against a production server on each database; the report lines. */
export async function runSearchBench(options: SearchBenchOptions): Promise<string[]> {
  const lines: string[] = []
  for (const [index, kind] of options.databases.entries()) {
    // Clear of the ports fetch refuses (4190 is one of them).
    lines.push(...(await benchDatabase(kind, options, 4290 + index)))
  }
  return lines
}
