import type { Locator, Page } from '@playwright/test'
import { BUYER_ACTION_TEXT } from '../../src/app/features/buyer-actions/buyer-action-texts.ts'
import { OFFLINE_TEXT } from '../../src/app/offline/offline-texts.ts'
import { dialog } from './auth-ui.ts'

/*
 * A buyer's actions made offline, each kept in the outbox (docs/offline.md "Outbox"): the modal
 * closes with "saved for later". Used by e2e/outbox.spec.ts and scripts/chaos/offline-replay-kill.ts.
 */

export async function addRecipient(modal: Locator, address: string) {
  await modal.getByLabel('To', { exact: true }).fill(address)
  await modal.getByLabel('To', { exact: true }).press('Enter')
}

/** Waits rather than expects: a script outside the test runner sets its own time limits. */
async function keptForLater(page: Page, modal: Locator) {
  await page.getByText(OFFLINE_TEXT.savedForLater).last().waitFor()
  await modal.waitFor({ state: 'hidden' })
}

/** Shares the vendor or tactic of the page with one address. */
export async function shareOffline(page: Page, address: string) {
  await page.getByRole('button', { name: BUYER_ACTION_TEXT.shareViaEmail }).click()
  const modal = dialog(page, BUYER_ACTION_TEXT.shareViaEmail)
  await addRecipient(modal, address)
  await modal.getByRole('button', { name: BUYER_ACTION_TEXT.share, exact: true }).click()
  await keptForLater(page, modal)
}

/** Recommends a missing vendor from the empty search of the page. */
export async function recommendOffline(page: Page, name: string) {
  await page.getByRole('button', { name: BUYER_ACTION_TEXT.recommendVendor }).click()
  const modal = dialog(page, BUYER_ACTION_TEXT.recommendVendor)
  await modal.getByLabel('Company name').fill(name)
  await modal.getByLabel('Company website').fill('qqxqqzz.example')
  await modal.getByRole('button', { name: BUYER_ACTION_TEXT.recommend }).click()
  await keptForLater(page, modal)
}

/** Requests a quote for the tactic of the page, composed on the device, with this subject. */
export async function requestQuoteOffline(page: Page, subject: string) {
  await page.getByRole('button', { name: BUYER_ACTION_TEXT.requestQuote }).click()
  const modal = dialog(page, BUYER_ACTION_TEXT.requestQuote)
  await modal.getByLabel('Subject').fill(subject)
  await modal.getByRole('button', { name: BUYER_ACTION_TEXT.send }).click()
  await keptForLater(page, modal)
}
