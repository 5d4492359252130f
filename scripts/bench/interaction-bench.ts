import { chromium } from '@playwright/test'
import { signInAs } from '../../e2e/support/session.ts'
import { DEMO_PASSWORD } from '../../src/server/seed/demo-accounts.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts'
import { BENCH_BUYER } from './sign-in-ui.ts'

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
    await signInAs(page, BENCH_BUYER, DEMO_PASSWORD, url)
    const cdp = await context.newCDPSession(page)
    /** Loads `path` at full speed, then measures `gesture` at 4x CPU slowdown. */
    const measure = async (path: string, names: string[], gesture: () => Promise<void>) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      await page.goto(`${url}${path}`)
      await page.waitForLoadState('networkidle')
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.evaluate(() => {
        const w = window as unknown as { benchEvents: EventEntry[] }
        w.benchEvents = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            w.benchEvents.push({ name: entry.name, duration: entry.duration })
          }
        }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit)
      })
      await gesture()
      // Entries are reported after the next paint.
      await page.waitForTimeout(1000)
      const events = await page.evaluate(
        () => (window as unknown as { benchEvents: EventEntry[] }).benchEvents,
      )
      return Math.max(0, ...events.filter((e) => names.includes(e.name)).map((e) => e.duration))
    }
    const typingMs = await measure(
      '/search?tab=vendors',
      ['keydown', 'keypress', 'beforeinput', 'input', 'keyup'],
      () =>
        page
          .getByRole('combobox', { name: 'Search by Vendor Name' })
          .pressSequentially('Bright', { delay: 150 }),
    )
    const openFiltersMs = await measure(
      '/search?keyword=%22sampling%22',
      ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click'],
      async () => {
        await page.getByRole('button', { name: 'Show Filters' }).click()
        await page.getByRole('button', { name: 'Hide Filters' }).waitFor()
      },
    )
    return { typingMs, openFiltersMs }
  } finally {
    await browser.close()
  }
}
