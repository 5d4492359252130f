import type { Locator, Page } from '@playwright/test'
import { ACCOUNT_TEXT, ACCOUNT_TOASTS } from '../src/app/features/account/account-messages.ts'
import { BUYER_ACTION_TEXT } from '../src/app/features/buyer-actions/buyer-action-texts.ts'
import { SOMETHING_WENT_WRONG } from '../src/app/ui/common-messages.ts'
import { BUYER_ACTION_MESSAGES } from '../src/domain/buyer-actions.ts'
import { DEMO_PASSWORD, dialog } from './support/auth-ui.ts'
import { newBuyer } from './support/buyers.ts'
import { demoVendor } from './support/catalogue.ts'
import { uniqueEmail } from './support/database.ts'
import { signInAs } from './support/session.ts'
import { creepClockWhile } from './support/stopped-clock.ts'
import { expect, test } from './support/test.ts'

// Where toasts settle as sheets slide in: the app as it moves by default.
test.use({ reducedMotion: 'no-preference' })

/*
 * Toasts (docs/decisions/0007-toasts.md): one place, the bottom centre, or just above
 * the actions of an open sheet; never over the header; a new toast replaces the one showing.
 */

/** The toast's visible box (Ionic's toast element itself spans the whole screen). */
const toastBox = (page: Page, text: string) =>
  page.locator('ion-toast').filter({ hasText: text }).locator('.toast-wrapper')

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator} is not on screen`)
  return found
}

/** The page's header, with the Outbox button and the menu. */
const headerBox = (page: Page) => box(page.locator('ion-header.app-toolbar'))

test('a second action’s toast replaces the first at once, at the bottom, clear of the header', async ({
  page,
}) => {
  await page.clock.install()
  await signInAs(page, await newBuyer(), DEMO_PASSWORD)
  await page.goto('/account')
  const digest = page.getByRole('switch', { name: ACCOUNT_TEXT.digestLabel })
  await page.route('**/api/v1/digest_notifications', (route) =>
    route.fulfill({ status: 500, json: {} }),
  )
  await digest.click()
  const failed = toastBox(page, SOMETHING_WENT_WRONG)
  await expect(failed).toBeVisible()
  await page.unroute('**/api/v1/digest_notifications')

  // Time all but stands still: the failure's toast could not end by itself before the next shows.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)
  await creepClockWhile(page, async () => {
    await digest.click()
    await expect(toastBox(page, ACCOUNT_TOASTS.digestChanged)).toBeVisible()
    await expect(failed).toHaveCount(0)
  })
  await page.clock.resume()

  const changed = await box(toastBox(page, ACCOUNT_TOASTS.digestChanged))
  const header = await headerBox(page)
  const viewport = page.viewportSize()
  expect(changed.y).toBeGreaterThan(header.y + header.height)
  // At the bottom, within Ionic's margin of the screen's edge, and centred.
  expect(viewport && viewport.height - (changed.y + changed.height)).toBeLessThan(24)
  expect(viewport && Math.abs(changed.x + changed.width / 2 - viewport.width / 2)).toBeLessThan(2)
})

test('a toast over an open sheet sits just above its actions, clear of them and of the header', async ({
  page,
}) => {
  const { vendorId } = await demoVendor(page.request)
  await signInAs(page, await newBuyer(), DEMO_PASSWORD)
  await page.goto(`/company/${vendorId}`)
  await page.getByRole('button', { name: BUYER_ACTION_TEXT.shareViaEmail }).click()
  const share = dialog(page, BUYER_ACTION_TEXT.shareViaEmail)
  await share.getByLabel('To', { exact: true }).fill(uniqueEmail('toast-over-sheet'))
  await share.getByLabel('To', { exact: true }).press('Enter')
  // The share fails: the sheet stays open, with what was typed, under the toast that says so.
  await page.route('**/api/v1/vendors/*/share_via_email', (route) =>
    route.fulfill({ status: 500, json: {} }),
  )
  const send = share.getByRole('button', { name: BUYER_ACTION_TEXT.share, exact: true })
  await send.click()
  const failed = toastBox(page, BUYER_ACTION_MESSAGES.failed)
  await expect(failed).toBeVisible()
  await expect(share).toBeVisible()

  const header = await headerBox(page)
  await expect(async () => {
    const [toast, button] = [await box(failed), await box(send)]
    expect(toast.y).toBeGreaterThan(header.y + header.height)
    expect(toast.y + toast.height).toBeLessThanOrEqual(button.y)
    // Just above them, not at the other end of the screen.
    expect(button.y - (toast.y + toast.height)).toBeLessThan(40)
  }).toPass()
})
