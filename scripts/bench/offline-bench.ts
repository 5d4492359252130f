import { type Browser, chromium, type Page } from '@playwright/test'
import { apiSignIn, authHeaders, signInAs } from '../../e2e/support/session.ts'
import { DEMO_PASSWORD } from '../../src/server/seed/demo-accounts.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'
import { BENCH_BUYER } from './sign-in-ui.ts'
import { LIGHTHOUSE_MOBILE_4G, throttleContext } from './throttled-link.ts'

const VIEWED_VENDORS = 50
const OFFLINE_RUNS = 5
const READY_RUNS = 3

export type OfflineBenchResult = {
  vendorsViewed: number
  /** Characters of the persisted query cache (localStorage `query-cache`); ASCII, so bytes. */
  persistedChars: number
  /** Vendor detail answers in that cache. */
  persistedVendors: number
  /** Navigation start to the vendor's heading, offline, each run. */
  offlineOpenMs: number[]
  /** A fresh browser's first load of the search screen to "ready to work offline", on 4G, each run. */
  readyOfflineMs: number[]
}

/**
 * A first visit in a fresh profile on a 4G-like link (the page and its service worker's precache
 * share it): how long until the app says it works offline.
 */
async function timeToReadyOffline(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } })
  try {
    const page = await context.newPage()
    await signInAs(page, BENCH_BUYER, DEMO_PASSWORD, url)
    await throttleContext(context, LIGHTHOUSE_MOBILE_4G)
    const start = Date.now()
    await page.goto(`${url}/search`)
    // Marked when the worker is found active and in control (src/app/offline/offline-ready.ts).
    await page.waitForFunction(() => localStorage.getItem('offline-ready-told') !== null, null, {
      timeout: 120_000,
    })
    return Date.now() - start
  } finally {
    // The page may still be fetching (its warm-up, images): those answers are dropped, not failed.
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    await context.close()
  }
}

async function vendorIds(page: Page, url: string, headers: Record<string, string>) {
  const vendors: Vendor[] = []
  for (let id = 1; vendors.length < VIEWED_VENDORS && id < VIEWED_VENDORS * 4; id++) {
    const response = await page.request.get(`${url}/api/v1/vendors/${id}`, { headers })
    if (response.ok()) vendors.push({ id, name: (await response.json()).data.name })
  }
  if (vendors.length < VIEWED_VENDORS)
    throw new Error(`only ${vendors.length} vendors can be viewed`)
  return vendors
}

type Vendor = { id: number; name: string }

/** The vendor's own heading (the page starts as the pre-rendered landing, with its own h1). */
const heading = (page: Page, vendor: Vendor) =>
  page.getByRole('heading', { level: 1, name: vendor.name }).waitFor({ timeout: 30_000 })

/**
 * When the vendor's heading was first painted, in ms from the navigation's start, read in the page
 * at each frame: what the person waits, without the driver's own round trips.
 */
async function headingShownAt(page: Page, vendor: Vendor): Promise<number> {
  const shown = await page.waitForFunction(
    (name) => {
      const found = [...document.querySelectorAll('h1')].some((h1) => h1.textContent === name)
      return found ? Math.round(performance.now()) : 0
    },
    vendor.name,
    { polling: 'raf', timeout: 30_000 },
  )
  return Number(await shown.jsonValue())
}

/**
 * A buyer views 50 vendors online, then the network is cut (the service worker's fetches too) and
 * a viewed vendor page is opened again: how long until its content shows, and how big the saved
 * query cache has grown.
 */
export async function runOfflineBench(url: string): Promise<OfflineBenchResult> {
  // The throttled link and the offline cut must see the service worker's own requests too.
  process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1'
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const readyOfflineMs: number[] = []
    for (let run = 0; run < READY_RUNS; run++)
      readyOfflineMs.push(await timeToReadyOffline(browser, url))
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    // Its own session: calls made with the page's would rotate the page's token away.
    const ids = await vendorIds(
      page,
      url,
      authHeaders(await apiSignIn(page.request, BENCH_BUYER, DEMO_PASSWORD, url)),
    )
    await signInAs(page, BENCH_BUYER, DEMO_PASSWORD, url)
    await page.goto(`${url}/`)
    await page.evaluate(() => navigator.serviceWorker.ready)
    await page.reload()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    for (const vendor of ids) {
      await page.goto(`${url}/company/${vendor.id}`)
      await heading(page, vendor)
    }
    // The cache is written a moment after its last change.
    await page.waitForTimeout(1500)
    const persisted = await page.evaluate(() => localStorage.getItem('query-cache') ?? '')
    const queries = JSON.parse(persisted || '{"clientState":{"queries":[]}}').clientState
      .queries as { queryKey: unknown[] }[]
    const persistedVendors = queries.filter(
      (query) => query.queryKey[0] === 'vendors' && query.queryKey[1] === 'detail',
    ).length

    await context.setOffline(true)
    await context.route('**/*', (route) => route.abort('internetdisconnected'))
    const offlineOpenMs: number[] = []
    for (let run = 0; run < OFFLINE_RUNS; run++) {
      const vendor = ids[ids.length - 1 - run] as Vendor
      await page.goto(`${url}/company/${vendor.id}`, { waitUntil: 'commit' })
      offlineOpenMs.push(await headingShownAt(page, vendor))
    }
    return {
      vendorsViewed: ids.length,
      persistedChars: persisted.length,
      persistedVendors,
      offlineOpenMs,
      readyOfflineMs,
    }
  } finally {
    await browser.close()
  }
}
