import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'

export type LighthouseFigures = {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

/** One Lighthouse mobile run with its default simulated throttling. */
async function runOnce(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    })
    if (!result) throw new Error('Lighthouse returned no result')
    const { audits, categories } = result.lhr
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
  runs = 3,
): Promise<{ median: LighthouseFigures; all: LighthouseFigures[] }> {
  const all: LighthouseFigures[] = []
  for (let i = 0; i < runs; i++) all.push(await runOnce(url))
  const sorted = [...all].sort((a, b) => a.score - b.score)
  return { median: sorted[Math.floor(sorted.length / 2)] as LighthouseFigures, all }
}
