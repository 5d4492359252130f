// npm run bench: builds the client, starts the production server on a fresh database, and measures.
// --pages-only measures only the four pages (docs/performance.md), --before DIR measures a baseline
// checkout too (built, with its node_modules) and keeps its figures; --port N for the servers.
// Beside our pages: the floor (our landing's HTML with no script) and, with --peer DIR, the Ionic
// React conference app's built directory (built by hand from its public repository, never here).
// --search-only skips the pages; --search-tactics N, --search-databases postgres,pglite and
// --search-reseed choose the search load test's catalogue. --offline-only runs only the offline bench.
import { execSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startBenchServer } from './bench/bench-server.ts'
import { runOfflineBench } from './bench/offline-bench.ts'
import { measurePages, type PagesFigures } from './bench/page-bench.ts'
import { BASELINE_FILE, pagesTable } from './bench/pages-table.ts'
import { measurePrecache } from './bench/precache-size.ts'
import { measureReferencePages } from './bench/reference-pages.ts'
import type { CatalogueKind } from './bench/search-catalogue.ts'
import { runSearchBench } from './bench/search-load.ts'

const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (n: number) => `${Math.round(n)} ms`
const medianOf = (runs: number[]) =>
  [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? 0

const { values: args } = parseArgs({
  options: {
    'search-only': { type: 'boolean', default: false },
    'offline-only': { type: 'boolean', default: false },
    'search-tactics': { type: 'string', default: '100000' },
    'search-databases': { type: 'string', default: 'postgres,pglite' },
    'search-reseed': { type: 'boolean', default: false },
    'pages-only': { type: 'boolean', default: false },
    before: { type: 'string' },
    peer: { type: 'string' },
    port: { type: 'string', default: '4180' },
  },
})
if (args.peer && !existsSync(path.join(args.peer, 'index.html'))) {
  throw new Error(
    `--peer ${args.peer} has no index.html: pass the conference app's built directory`,
  )
}

/**
 * The figures of the four pages, printed beside those of the baseline build (`--before DIR`), of
 * the floor page and of the peer's pages (`--peer DIR`).
 */
async function pagesBench() {
  execSync('npm run build', { stdio: 'ignore' })
  const precache = await measurePrecache('dist')
  const port = Number(args.port)
  const measureAt = async (cwd: string, at: number) => {
    const server = await startBenchServer(at, {}, cwd)
    try {
      return await measurePages(server.url)
    } finally {
      await server.stop()
    }
  }
  if (args.before) {
    const baseline = await measureAt(args.before, port + 1)
    writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`)
  }
  const after = await measureAt('.', port)
  const references = await measureReferencePages('dist', args.peer)
  const before = existsSync(BASELINE_FILE)
    ? (JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as PagesFigures)
    : null
  console.log(
    [
      `Precache: ${precache.entries} entries, ${KB(precache.bytes)}`,
      ...pagesTable(before, after, references),
      `Load average while measuring: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')} (${os.cpus().length} cores)`,
    ].join('\n'),
  )
}

/**
 * A buyer's viewed vendors offline: time to content (budget 300 ms, issue 43), the saved cache's
 * size (2 MB) and a first visit's time to "ready to work offline" (15 s).
 */
async function offlineBench() {
  execSync('npm run build', { stdio: 'ignore' })
  const server = await startBenchServer(4182)
  try {
    const result = await runOfflineBench(server.url)
    const median = medianOf(result.offlineOpenMs)
    console.log(
      [
        `Offline, after viewing ${result.vendorsViewed} vendors online:`,
        `  viewed vendor page, navigation start to heading painted: median ${ms(median)} (budget 300 ms), runs ${result.offlineOpenMs.map(ms).join(', ')}`,
        `  persisted query cache ${(result.persistedChars / 1024 / 1024).toFixed(2)} MB (budget 2 MB), ${result.persistedVendors} vendor pages in it`,
        `  first visit on a 4G-like link to "ready to work offline": median ${ms(medianOf(result.readyOfflineMs))} (budget 15 s), runs ${result.readyOfflineMs.map(ms).join(', ')}`,
      ].join('\n'),
    )
  } finally {
    await server.stop()
  }
}

if (args['pages-only']) {
  await pagesBench()
  process.exit(0)
}

if (args['offline-only']) {
  await offlineBench()
  process.exit(0)
}

const CATALOGUE_KINDS: readonly string[] = ['postgres', 'pglite'] satisfies CatalogueKind[]
const databases = args['search-databases'].split(',')
const tactics = Number(args['search-tactics'])
if (!databases.every((kind) => CATALOGUE_KINDS.includes(kind))) {
  throw new Error(`--search-databases takes ${CATALOGUE_KINDS.join(',')}`)
}
if (!Number.isInteger(tactics) || tactics < 10) {
  throw new Error('--search-tactics takes a whole number of at least 10')
}

if (!args['search-only']) {
  await pagesBench()
  await offlineBench()
}
const searchReport = await runSearchBench({
  tactics,
  databases: databases as CatalogueKind[],
  reseed: args['search-reseed'],
  connections: 16,
  seconds: 30,
})
console.log(searchReport.join('\n'))
