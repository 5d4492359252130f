// npm run bench: builds the client, starts the production server on a fresh database, and measures.
// --search-only skips the landing page; --search-tactics N, --search-databases postgres,pglite and
// --search-reseed choose the search load test's catalogue. --offline-only runs only the offline bench.
import { execSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { startBenchServer } from './bench/bench-server.ts'
import { measureLandingBundle } from './bench/landing-bundle.ts'
import { lighthouseMedian } from './bench/lighthouse-run.ts'
import { runOfflineBench } from './bench/offline-bench.ts'
import { measurePrecache } from './bench/precache-size.ts'
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
  },
})

async function landingBench() {
  execSync('npm run build', { stdio: 'ignore' })
  const precache = await measurePrecache('dist')
  const server = await startBenchServer(4180)
  try {
    const bundle = await measureLandingBundle(server.url)
    const lh = await lighthouseMedian(`${server.url}/`)
    const { median } = lh
    const report = [
      'Landing route, loaded before interactive (gzip):',
      `  JavaScript ${KB(bundle.jsGzip)} (budget 150 KB)   CSS files ${KB(bundle.cssGzip)}   HTML with inlined CSS ${KB(bundle.htmlGzip)}`,
      `Precache: ${precache.entries} entries, ${KB(precache.bytes)}`,
      'Lighthouse mobile, simulated throttling, median of 3:',
      `  performance ${median.score} (target 95)  FCP ${ms(median.fcp)}  LCP ${ms(median.lcp)}  TBT ${ms(median.tbt)}  CLS ${median.cls.toFixed(3)}`,
      `  scores of the runs: ${lh.all.map((r) => r.score).join(', ')}`,
    ]
    console.log(report.join('\n'))
  } finally {
    await server.stop()
  }
}

/** A buyer's viewed vendors offline: time to content (budget 1 s) and the saved cache's size (2 MB). */
async function offlineBench() {
  execSync('npm run build', { stdio: 'ignore' })
  const server = await startBenchServer(4182)
  try {
    const result = await runOfflineBench(server.url)
    const median = medianOf(result.offlineOpenMs)
    console.log(
      [
        `Offline, after viewing ${result.vendorsViewed} vendors online:`,
        `  viewed vendor page, navigation to content: median ${ms(median)} (budget 1000 ms), runs ${result.offlineOpenMs.map(ms).join(', ')}`,
        `  persisted query cache ${(result.persistedChars / 1024 / 1024).toFixed(2)} MB (budget 2 MB), ${result.persistedVendors} vendor pages in it`,
        `  first visit on a 4G-like link to "ready to work offline": median ${ms(medianOf(result.readyOfflineMs))}, runs ${result.readyOfflineMs.map(ms).join(', ')}`,
      ].join('\n'),
    )
  } finally {
    await server.stop()
  }
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
  await landingBench()
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
