/**
 * "Take this event offline" for a large show (docs/offline.md, "Events taken offline"): the bytes
 * downloaded, what the device keeps and how long it takes, on a fresh PostgreSQL database seeded
 * with a catalogue larger than the demo's and a show of its own (not in the demo seed).
 *
 * Usage, after `npm run build`, with PostgreSQL at 127.0.0.1:5432:
 *   npx tsx scripts/bench/event-offline-bench.ts [--exhibitors 200] [--port 4531]
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Request } from '@playwright/test'
import { asc } from 'drizzle-orm'
import { signInAs } from '../../e2e/support/session.ts'
import { TAKE_OFFLINE_TEXT } from '../../src/app/features/events/take-offline-texts.ts'
import { RUNTIME_CACHES } from '../../src/app/offline/runtime-caches.ts'
import { openDatabase } from '../../src/server/db/client.ts'
import { eventExhibitors, events, vendors } from '../../src/server/db/schema/index.ts'
import { DEMO_PASSWORD } from '../../src/server/seed/demo-accounts.ts'
import { startBenchServer } from './bench-server.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'
import { BENCH_BUYER } from './sign-in-ui.ts'

const { values } = parseArgs({
  options: {
    exhibitors: { type: 'string', default: '200' },
    port: { type: 'string', default: '4531' },
  },
})
const EXHIBITORS = Number(values.exhibitors)
const PG = 'postgres://postgres@127.0.0.1:5432'
/** Required with DATABASE_URL in production; this run's own. */
const TOKEN_SECRET = randomBytes(32).toString('hex')

/** A catalogue with room for the show, and the show: its first vendors by id, one booth each. */
async function prepareDatabase(name: string, dataDir: string): Promise<number> {
  execFileSync('createdb', ['-h', '127.0.0.1', '-U', 'postgres', name])
  const env = { ...process.env, DATABASE_URL: `${PG}/${name}`, DATA_DIR: dataDir, TOKEN_SECRET }
  const vendorCount = EXHIBITORS + 20
  execFileSync(
    'npx',
    [
      'tsx',
      'scripts/seed.ts',
      '--vendors',
      String(vendorCount),
      '--tactics',
      String(vendorCount * 7),
    ],
    { env, stdio: 'inherit' },
  )
  const handle = await openDatabase({ databaseUrl: `${PG}/${name}` })
  try {
    const startsOn = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
    const [show] = await handle.db
      .insert(events)
      .values({
        name: 'Bench Expo',
        venue: 'Hall A',
        city: 'Las Vegas',
        startsOn,
        endsOn: startsOn,
      })
      .returning({ id: events.id })
    const ids = await handle.db
      .select({ id: vendors.id })
      .from(vendors)
      .orderBy(asc(vendors.id))
      .limit(EXHIBITORS)
    await handle.db.insert(eventExhibitors).values(
      ids.map(({ id }, i) => ({
        eventId: show?.id as number,
        vendorId: id,
        booth: `${String.fromCharCode(65 + (i % 10))}${100 + i}`,
        status: 'approved' as const,
        approvedAt: new Date(),
      })),
    )
    return show?.id as number
  } finally {
    await handle.close()
  }
}

async function main() {
  const name = `event_offline_bench_${Date.now()}`
  const dataDir = mkdtempSync(path.join(tmpdir(), 'event-offline-bench-'))
  const eventId = await prepareDatabase(name, dataDir)
  const server = await startBenchServer(Number(values.port), {
    DATABASE_URL: `${PG}/${name}`,
    DATA_DIR: dataDir,
    TOKEN_SECRET,
  })
  // The service worker's own fetches (the logos it caches) are counted too.
  process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1'
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    await signInAs(page, BENCH_BUYER, DEMO_PASSWORD, server.url)
    await page.goto(`${server.url}/events/${eventId}`)
    await page.waitForFunction(() => localStorage.getItem('offline-ready-told') !== null, null, {
      timeout: 120_000,
    })
    const usage = () => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0)
    const persistedChars = () =>
      page.evaluate(() => localStorage.getItem('query-cache')?.length ?? 0)
    const usageBefore = await usage()
    const persistedBefore = await persistedChars()

    let counting = false
    let downloaded = 0
    let requests = 0
    const count = async (request: Request) => {
      if (!counting) return
      const response = await request.response()
      // A page request the worker answered is counted as the worker's own fetch, if it made one.
      if (!response || response.fromServiceWorker()) return
      const sizes = await request.sizes()
      downloaded += sizes.responseBodySize + sizes.responseHeadersSize
      requests += 1
    }
    context.on('requestfinished', (request) => void count(request))

    const estimateStarted = Date.now()
    await page.getByRole('button', { name: TAKE_OFFLINE_TEXT.action }).click()
    const estimate = page.getByText(/^About .+ for \d+ vendors$/)
    await estimate.waitFor({ timeout: 60_000 })
    const estimateMs = Date.now() - estimateStarted
    const estimateText = await estimate.textContent()

    counting = true
    const started = Date.now()
    await page.getByRole('button', { name: TAKE_OFFLINE_TEXT.download }).click()
    await page.getByRole('heading', { name: TAKE_OFFLINE_TEXT.saved }).waitFor({ timeout: 900_000 })
    const downloadMs = Date.now() - started
    counting = false
    const facts = await page.locator('.take-offline__facts').textContent()
    // The persisted cache is written a second after its last change.
    await page.waitForTimeout(1_500)
    const saved = await page.evaluate(async (cacheName) => {
      const cache = await caches.open(cacheName)
      let bytes = 0
      const keys = await cache.keys()
      for (const key of keys) bytes += (await (await cache.match(key))?.blob())?.size ?? 0
      return { entries: keys.length, bytes }
    }, RUNTIME_CACHES.savedEvents)
    console.log(
      'event offline bench',
      JSON.stringify(
        {
          exhibitors: EXHIBITORS,
          estimate: estimateText,
          estimateMs,
          saved: facts,
          downloadMs,
          requests,
          bytesDownloaded: downloaded,
          savedEventsCache: saved,
          storageUsageGrowth: (await usage()) - usageBefore,
          persistedQueryCacheChars: { before: persistedBefore, after: await persistedChars() },
        },
        null,
        2,
      ),
    )
  } finally {
    await browser.close()
    await server.stop()
    execFileSync('dropdb', ['-h', '127.0.0.1', '-U', 'postgres', '--force', name])
  }
}

await main()
