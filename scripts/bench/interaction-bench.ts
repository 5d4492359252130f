import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'
import { apiSignIn, storeSession } from './offline-bench.ts'

export type InteractionFigures = {
  /** The longest event (input to next paint) while typing in the vendor search box. */
  typingMs: number
  /** The longest event of the click that opens the filters. */
  openFiltersMs: number
}

type EventEntry = { name: string; duration: number }

/**
 * The signed-in buyer on the search screen at 4x CPU slowdown: types a vendor name and opens the
 * filters; each interaction's duration from input to the next paint, as Event Timing measures it
 * (the INP of each gesture).
 */
export async function measureInteractions(url: string): Promise<InteractionFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      hasTouch: true,
    })
    const page = await context.newPage()
    await storeSession(page, url, await apiSignIn(page, url))
    await page.goto(`${url}/search?tab=vendors`)
    const box = page.getByRole('combobox', { name: 'Search by Vendor Name' })
    await box.waitFor()
    await page.waitForLoadState('networkidle')
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.evaluate(() => {
      const w = window as unknown as { benchEvents: EventEntry[] }
      w.benchEvents = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          w.benchEvents.push({ name: entry.name, duration: entry.duration })
        }
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: false,
      } as PerformanceObserverInit)
    })
    const longest = async (names: string[]) => {
      // Entries are reported after the next paint.
      await page.waitForTimeout(1000)
      const events = await page.evaluate(() => {
        const w = window as unknown as { benchEvents: EventEntry[] }
        const all = w.benchEvents
        w.benchEvents = []
        return all
      })
      return Math.max(0, ...events.filter((e) => names.includes(e.name)).map((e) => e.duration))
    }
    await box.pressSequentially('Bright', { delay: 150 })
    const typingMs = await longest(['keydown', 'keypress', 'input', 'keyup', 'beforeinput'])
    await page.getByRole('button', { name: 'Show Filters' }).click()
    await page.getByRole('button', { name: 'Hide Filters' }).waitFor()
    const openFiltersMs = await longest([
      'pointerdown',
      'pointerup',
      'mousedown',
      'mouseup',
      'click',
    ])
    return { typingMs, openFiltersMs }
  } finally {
    await browser.close()
  }
}
