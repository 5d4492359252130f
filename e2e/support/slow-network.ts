import type { BrowserContext, Page } from '@playwright/test'

/** Holds the requests of the context (its service worker's too) to matching URLs until released. */
export async function holdRequests(
  context: BrowserContext,
  url: RegExp,
): Promise<{ release(): void }> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await context.route(url, async (route) => {
    await released
    await route.continue()
  })
  return { release }
}

/**
 * A weak phone connection, by default 400 kbps each way with 400 ms of latency, through Chromium's
 * DevTools; `restore` gives the page its full connection back.
 */
export async function slowNetwork(
  context: BrowserContext,
  page: Page,
  { kbps = 400, latencyMs = 400 } = {},
) {
  const cdp = await context.newCDPSession(page)
  const emulate = (latency: number, throughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: throughput,
      uploadThroughput: throughput,
    })
  await cdp.send('Network.enable')
  await emulate(latencyMs, (kbps * 1000) / 8)
  return { restore: () => emulate(0, -1) }
}

/** The URLs of the pages (not their parts) the browser requests from now on. */
export function documentRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') urls.push(request.url())
  })
  return urls
}
