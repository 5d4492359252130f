import { chromium } from '@playwright/test'
import { signInAs } from '../../e2e/support/session.ts'
import { DEMO_PASSWORD } from '../../src/server/seed/demo-accounts.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'
import { BENCH_BUYER } from './sign-in-ui.ts'

export type TransferFigures = {
  /** Bytes received (headers and encoded bodies) until the network is idle. */
  bytes: number
  requests: number
  /**
   * Encoded bytes of the scripts the page loads to run (modules and their preloads) until the
   * network is idle: what it evaluates before a first input, not the warm-up's fetches of later
   * screens' chunks (the budget: 70 KB on a visitor's pages, docs/performance.md).
   */
  scriptBytes: number
  /** Content-Encoding of the scripts, styles and page: how many came in each. */
  encodings: Record<string, number>
}

/**
 * What a first visit to `path` transfers, as the browser receives it: a fresh profile, the
 * service worker blocked. `signedIn` stores the buyer's session first (no page is loaded for it).
 */
export async function transferredBytes(
  url: string,
  path: string,
  signedIn: boolean,
): Promise<TransferFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 412, height: 823 },
    })
    const page = await context.newPage()
    if (signedIn) await signInAs(page, BENCH_BUYER, DEMO_PASSWORD, url)
    const sizes: Promise<number>[] = []
    const scripts: Promise<number>[] = []
    const encodings: Record<string, number> = {}
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script')
        scripts.push(request.sizes().then((s) => s.responseBodySize))
      sizes.push(
        request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize),
        request.response().then(async (response) => {
          const type = request.resourceType()
          if (response && ['script', 'stylesheet', 'document'].includes(type)) {
            const encoding = (await response.headerValue('content-encoding')) ?? 'none'
            encodings[encoding] = (encodings[encoding] ?? 0) + 1
          }
          return 0
        }),
      )
    })
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' })
    const all = await Promise.all(sizes)
    const sum = (numbers: number[]) => numbers.reduce((a, b) => a + b, 0)
    return {
      bytes: sum(all),
      requests: all.length / 2,
      scriptBytes: sum(await Promise.all(scripts)),
      encodings,
    }
  } finally {
    await browser.close()
  }
}
