import { expect, type Locator, type Page } from '@playwright/test'

/** Fake time allowed to pass per step; the app's no-answer deadline is 3,000 ms. */
const STEP_MS = 50
/** Real time between the 1-ms steps of a creeping clock. */
const CREEP_EVERY_MS = 50

/**
 * Stops the page's clock (timers, animation frames and the app's answer deadline): a request held
 * unanswered for 3 s is lie-fi to the app (docs/offline.md), so a screen that waits on one is only
 * looked at with time stopped, however slow the machine. `page.clock.resume()` lets it run again.
 */
export async function stopClock(page: Page) {
  await page.clock.install()
  // Set a moment ahead: the clock runs on while the page is asked for it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)
}

/**
 * Moves the stopped clock on in small steps until `visible` shows, then `thenMs` further at once
 * (a busy machine takes a second of real time per step, too slow to step through a timer).
 */
export async function runClockUntil(page: Page, visible: Locator, thenMs = 0) {
  await expect(async () => {
    await page.clock.runFor(STEP_MS)
    await expect(visible).toBeVisible({ timeout: 100 })
  }).toPass({ intervals: [50], timeout: 30_000 })
  await page.clock.runFor(thenMs)
}

/**
 * Lets the stopped clock creep on while `work` runs, 1 ms each CREEP_EVERY_MS of real time:
 * zero-delay timers still fire (axe-core waits on them between rules), and the app's 3-s deadline
 * stays minutes of real time away.
 */
export async function creepClockWhile<T>(page: Page, work: () => Promise<T>): Promise<T> {
  let working = true
  const creeping = (async () => {
    while (working) {
      await page.clock.runFor(1)
      await new Promise((resolve) => setTimeout(resolve, CREEP_EVERY_MS))
    }
  })()
  try {
    return await work()
  } finally {
    working = false
    await creeping
  }
}
