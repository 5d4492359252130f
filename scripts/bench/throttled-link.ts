import type { BrowserContext, Route } from '@playwright/test'

/** A link's figures: round trip in ms, throughput in bits per second. */
export type LinkProfile = { rttMs: number; downBps: number; upBps: number }

/** Lighthouse's mobile throttling ("slow 4G"): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const LIGHTHOUSE_MOBILE_4G: LinkProfile = { rttMs: 150, downBps: 1_600_000, upBps: 750_000 }

/** What a request's line and headers weigh on the uplink, roughly. */
const REQUEST_OVERHEAD_BYTES = 500
/** Answer headers Playwright hands back decoded: the body it fulfils with is no longer encoded. */
const ENCODING_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding'])

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Answer = { status: number; headers: Record<string, string>; body: Buffer }

/** An answer the browser's HTTP cache keeps and reuses without asking: a hashed asset's. */
const immutable = (answer: Answer) =>
  answer.status === 200 && /\bimmutable\b/.test(answer.headers['cache-control'] ?? '')

/**
 * Puts every request of the context, its service worker's too (the driver needs
 * PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS=1 before the browser starts), through one simulated
 * link: requests share the uplink, each answer starts a round trip after its request went up, and
 * answers share the downlink one after another at their encoded size. CDP's network emulation
 * throttles a page but not its service worker, whose precache is what "ready offline" waits for.
 *
 * Answers the driver fulfils never reach the browser's HTTP cache, so the link keeps one as
 * Chromium does: an immutable file that crossed it once is answered again at once, and a request
 * for one still on its way waits for it (Chromium's lock on a cache entry). Without it, a first
 * visit counted each file twice: the page's warm-up and the service worker's precache (which asks
 * the HTTP cache for hashed files) each took it over the link.
 */
export async function throttleContext(context: BrowserContext, link: LinkProfile): Promise<void> {
  let upFreeAt = 0
  let downFreeAt = 0
  const transferMs = (bytes: number, bps: number) => (bytes * 8 * 1000) / bps
  const httpCache = new Map<string, Promise<Answer | null>>()
  const overTheLink = async (route: Route): Promise<Answer | null> => {
    const request = route.request()
    const sent = REQUEST_OVERHEAD_BYTES + (request.postDataBuffer()?.length ?? 0)
    upFreeAt = Math.max(Date.now(), upFreeAt) + transferMs(sent, link.upBps)
    const firstByteAt = upFreeAt + link.rttMs
    const response = await route.fetch().catch(() => null)
    if (!response) return null
    const body = await response.body()
    const encodedBytes = Number(response.headers()['content-length']) || body.length
    downFreeAt = Math.max(firstByteAt, downFreeAt) + transferMs(encodedBytes, link.downBps)
    await sleep(downFreeAt - Date.now())
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !ENCODING_HEADERS.has(name)),
    )
    return { status: response.status(), headers, body }
  }
  await context.route('**/*', async (route) => {
    const url = route.request().url()
    const cacheable = route.request().method() === 'GET'
    const kept = cacheable ? await httpCache.get(url) : null
    if (kept) return route.fulfill(kept)
    const delivery = overTheLink(route)
    // An answer the cache cannot keep leaves null behind: the next request goes over the link.
    if (cacheable && !httpCache.has(url))
      httpCache.set(
        url,
        delivery.then((answer) => (answer && immutable(answer) ? answer : null)),
      )
    const answer = await delivery
    if (!answer) return route.abort('failed')
    await route.fulfill(answer)
  })
}
