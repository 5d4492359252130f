// npm run bench: builds the client, starts the production server on a fresh database, and measures.
import { execSync } from 'node:child_process'
import { startBenchServer } from './bench/bench-server.ts'
import { measureLandingBundle } from './bench/landing-bundle.ts'
import { lighthouseMedian } from './bench/lighthouse-run.ts'
import { measurePrecache } from './bench/precache-size.ts'

const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (n: number) => `${Math.round(n)} ms`

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

await landingBench()
