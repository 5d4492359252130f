import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'
import { signInThroughUi } from './sign-in-ui.ts'

export type LighthouseFigures = {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

/**
 * One Lighthouse mobile run with its default simulated throttling; `signInAt` first signs the
 * buyer in through the app in the same browser, whose storage Lighthouse then keeps.
 */
async function runOnce(url: string, signInAt?: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  })
  try {
    if (signInAt) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
      const page = await browser.contexts()[0]?.newPage()
      if (!page) throw new Error('no browser context to sign in with')
      await signInThroughUi(page, signInAt)
      await page.close()
      await browser.close()
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      disableStorageReset: signInAt !== undefined,
    })
    if (!result) throw new Error('Lighthouse returned no result')
    const { audits, categories, runtimeError } = result.lhr
    // A run Lighthouse could not finish scores 0: say why beside the figures.
    if (runtimeError)
      console.warn(`Lighthouse ${url}: ${runtimeError.code} ${runtimeError.message}`)
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    }
  } finally {
    chrome.kill()
  }
}

/** The median run by performance score of `runs` runs. */
export async function lighthouseMedian(
  url: string,
  options: { runs?: number; signInAt?: string } = {},
): Promise<{ median: LighthouseFigures; all: LighthouseFigures[] }> {
  const all: LighthouseFigures[] = []
  for (let i = 0; i < (options.runs ?? 3); i++) all.push(await runOnce(url, options.signInAt))
  const sorted = [...all].sort((a, b) => a.score - b.score)
  return { median: sorted[Math.floor(sorted.length / 2)] as LighthouseFigures, all }
}
