import { type BrowserContext, expect, type Page } from '@playwright/test'

const cut = (route: { abort(code: string): Promise<void> }) => route.abort('internetdisconnected')

/**
 * Really offline: `setOffline` alone lets the service worker's own fetches through
 * (microsoft/playwright#2311), so every request of the context, the worker's included, is aborted.
 */
export async function goOffline(context: BrowserContext) {
  await context.setOffline(true)
  await context.route('**/*', cut)
}

export async function goOnline(context: BrowserContext) {
  await context.unroute('**/*', cut)
  await context.setOffline(false)
}

/** The service worker controls the page, so what it fetches from now on is cached. */
export async function underServiceWorker(page: Page) {
  await page.goto('/')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await page.reload()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/**
 * From the first visit, without a reload: the app has found its worker active and in control and
 * said so (src/app/offline/offline-ready.ts). The notice goes with the next page, so the mark it
 * leaves is what is waited for. A busy machine takes long to precache; a wait that ends without it
 * says where the worker stood (a CI run once waited 60 s here and could not tell).
 */
export async function readyOffline(page: Page) {
  await expect
    // A page between two documents cannot answer: asked again.
    .poll(() => page.evaluate(offlineReadiness).catch((error: Error) => error.message), {
      message: 'the app told it is ready to work offline',
      timeout: 120_000,
    })
    .toBe('told')
}

/** 'told', or the service worker's state and what its caches hold so far. */
async function offlineReadiness(): Promise<string> {
  if (localStorage.getItem('offline-ready-told') !== null) return 'told'
  const registration = await navigator.serviceWorker.getRegistration()
  const held = await Promise.all(
    (await caches.keys()).map(
      async (name) => `${name}: ${(await (await caches.open(name)).keys()).length}`,
    ),
  )
  return JSON.stringify({
    controlled: navigator.serviceWorker.controller !== null,
    installing: registration?.installing?.state ?? null,
    waiting: registration?.waiting?.state ?? null,
    active: registration?.active?.state ?? null,
    caches: held,
  })
}

/** Waits until the persisted query cache holds `text` (it is written a moment after a change). */
export async function persisted(page: Page, text: string) {
  await page.waitForFunction((t) => localStorage.getItem('query-cache')?.includes(t) ?? false, text)
}

/** The URLs held in one Cache Storage cache of the page's origin. */
export function cachedUrls(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return []
    const cache = await caches.open(name)
    return (await cache.keys()).map((request) => request.url)
  }, cacheName)
}

/** Every image on the page finished loading with content. */
export function imagesLoaded(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .evaluateAll((images) =>
      images.every(
        (image) =>
          (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
      ),
    )
}

/** Every image of `selector` scrolled into view (they load lazily) and shown with content. */
export async function expectImagesShown(page: Page, selector: string) {
  for (const image of await page.locator(selector).all()) await image.scrollIntoViewIfNeeded()
  await expect.poll(() => imagesLoaded(page, selector)).toBe(true)
}
