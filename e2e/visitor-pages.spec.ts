import type { Page } from '@playwright/test'
import { AUTH_TEXT } from '../src/app/features/auth/auth-texts.ts'
import { BUYER_ACTION_TEXT } from '../src/app/features/buyer-actions/buyer-action-texts.ts'
import { VENDOR_TEXT } from '../src/app/features/vendors/vendor-messages.ts'
import { DEMO_PASSWORD, demoEmail, dialog } from './support/auth-ui.ts'
import { demoVendor } from './support/catalogue.ts'
import { firstSliderLogo } from './support/landing.ts'
import { underServiceWorker } from './support/network.ts'
import { watchErrors } from './support/screen-audit.ts'
import { signInAs } from './support/session.ts'
import { ANY_WIDTH } from './support/tags.ts'
import { expect, test } from './support/test.ts'

// A visitor's vendor and tactic pages come drawn by the server (src/server/rendered-page.ts): a
// phone on a trade-show network paints them before any script arrives, and the app adopts them.

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false })

  test("a visitor's vendor page shows the limited profile and its tactics, styled and phone-wide", async ({
    page,
  }) => {
    const { vendorId, vendor, tacticCount, tactic } = await demoVendor(page.request)
    await page.goto(`/company/${vendorId}`)
    await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible()
    await expect(page.getByText(VENDOR_TEXT.limitedData)).toBeVisible()
    await expect(page.getByRole('heading', { name: `Tactics (${tacticCount})` })).toBeVisible()
    const logo = page.getByRole('img', { name: `${vendor.name} logo` })
    await expect(logo).toBeVisible()
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    // Styled by the screen's own sheets: the logo at its size, nothing wider than the screen.
    expect((await logo.boundingBox())?.width).toBe(120)
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth])
    expect(widths[0]).toBeLessThanOrEqual(widths[1] as number)
    // What a visitor may see only.
    await expect(page.getByText(vendor.sales_rep_email)).toHaveCount(0)
    await expect(page.getByRole('link', { name: /opens in a new tab/ })).toHaveCount(0)

    // Its tactic cards are links to tactic pages drawn the same way.
    await page.getByRole('link', { name: tactic.name }).first().click()
    await expect(page).toHaveURL(new RegExp(`/company/${vendorId}/tactics/${tactic.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: tactic.name })).toBeVisible()
    await expect(page.getByRole('link', { name: `Back to ${vendor.name}` })).toBeVisible()
  })
})

/** Records whether `selector`'s element, once parsed, was ever replaced by another. */
async function watchElement(page: Page, selector: string) {
  await page.addInitScript((watched) => {
    document.addEventListener('DOMContentLoaded', () => {
      const first = document.querySelector(watched)
      const w = window as unknown as { drawnKept: () => boolean }
      w.drawnKept = () => first !== null && document.querySelector(watched) === first
    })
  }, selector)
  return () => page.evaluate(() => (window as unknown as { drawnKept: () => boolean }).drawnKept())
}

/** Console errors (a hydration mismatch is reported as one) and the page's calls of `apiPath`. */
function watchConsoleAndCalls(page: Page, apiPath: string) {
  const errors: string[] = []
  const calls: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === apiPath) calls.push(request.url())
  })
  return { errors, calls }
}

test('the app adopts the drawn vendor page without asking for it again, then asks the visitor to register', async ({
  page,
}) => {
  const { vendorId, vendor } = await demoVendor(page.request)
  const kept = await watchElement(page, '#vendor-title')
  const seen = watchConsoleAndCalls(page, `/api/v1/vendors/${vendorId}`)
  await page.goto(`/company/${vendorId}`)
  await expect(dialog(page, AUTH_TEXT.registerTitle)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeAttached()
  expect(await kept()).toBe(true)
  expect(seen.calls).toEqual([])
  expect(seen.errors).toEqual([])
})

test('the app adopts the drawn tactic page the same way', { tag: ANY_WIDTH }, async ({ page }) => {
  const { vendorId, tactic } = await demoVendor(page.request)
  const kept = await watchElement(page, '#tactic-title')
  const seen = watchConsoleAndCalls(page, `/api/v1/vendors/${vendorId}/tactics/${tactic.id}`)
  await page.goto(`/company/${vendorId}/tactics/${tactic.id}`)
  await expect(dialog(page, AUTH_TEXT.registerTitle)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: tactic.name })).toBeAttached()
  expect(await kept()).toBe(true)
  expect(seen.calls).toEqual([])
  expect(seen.errors).toEqual([])
})

test("a signed-in user opening the page from the network does not read the visitor's page while theirs loads", {
  tag: ANY_WIDTH,
}, async ({ page }) => {
  const { vendorId, vendor } = await demoVendor(page.request)
  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  // The user's own profile held back: what shows meanwhile is what they read on a slow link.
  let answer = () => {}
  const held = new Promise<void>((resolve) => {
    answer = resolve
  })
  await page.route(new RegExp(`/api/v1/vendors/${vendorId}(\\?|$)`), async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`/company/${vendorId}`)
  await expect(page.locator('#root h1')).toHaveCount(0)
  await expect(page.getByText(VENDOR_TEXT.limitedData)).toHaveCount(0)
  answer()
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible()
  await expect(page.getByRole('button', { name: BUYER_ACTION_TEXT.shareViaEmail })).toBeVisible()
  await expect(page.getByText(VENDOR_TEXT.limitedData)).toHaveCount(0)
})

test("under the service worker a visitor's search, vendor and tactic pages log no error, then the user's full page shows", async ({
  page,
}) => {
  const { vendorId, vendor, tactic } = await demoVendor(page.request)
  // Every navigation now answers the app shell: the app asks the API for each page's data.
  await underServiceWorker(page)
  // Watched from when the landing shows as the app: what is checked is what the pages after it log.
  await expect(firstSliderLogo(page)).toBeVisible()
  await page.waitForLoadState('networkidle')
  const errors = watchErrors(page)
  await page.getByRole('searchbox', { name: 'Search tactics and vendors' }).fill(vendor.name)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('tab', { name: 'Vendors' }).click()
  const card = page.getByRole('article').filter({ hasText: vendor.name })
  await card.getByRole('link', { name: 'View Profile' }).click()
  await expect(page).toHaveURL(new RegExp(`/company/${vendorId}\\?`))
  await expect(dialog(page, AUTH_TEXT.registerTitle)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeAttached()
  await expect(page.getByText(VENDOR_TEXT.limitedData)).toBeAttached()

  await page.goto(`/company/${vendorId}/tactics/${tactic.id}`)
  await expect(dialog(page, AUTH_TEXT.registerTitle)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: tactic.name })).toBeAttached()
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])

  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  await page.goto(`/company/${vendorId}`)
  await expect(page.getByRole('button', { name: BUYER_ACTION_TEXT.shareViaEmail })).toBeVisible()
  await expect(page.getByText(VENDOR_TEXT.limitedData)).toHaveCount(0)
})
