import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'

export type BundleFigures = {
  jsGzip: number
  cssGzip: number
  /** The page itself, which carries the pre-rendered markup and the inlined entry CSS. */
  htmlGzip: number
  files: { url: string; gzip: number }[]
}

/** Gzip size of every script and stylesheet the landing page loads until it is idle. */
export async function measureLandingBundle(baseUrl: string): Promise<BundleFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    // A fresh context with service workers blocked: what a first visit downloads.
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    const loads: Promise<{ url: string; type: string; gzip: number }>[] = []
    page.on('response', (response) => {
      const type = response.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet' && type !== 'document') return
      loads.push(
        response
          .body()
          .then((body) => ({ url: response.url(), type, gzip: gzipSync(body).length })),
      )
    })
    await page.goto(baseUrl, { waitUntil: 'networkidle' })
    const files = await Promise.all(loads)
    const sum = (type: string) =>
      files.filter((f) => f.type === type).reduce((n, f) => n + f.gzip, 0)
    return { jsGzip: sum('script'), cssGzip: sum('stylesheet'), htmlGzip: sum('document'), files }
  } finally {
    await browser.close()
  }
}
