import type { Page } from '@playwright/test'
import { BUYER_ACTION_TEXT } from '../src/app/features/buyer-actions/buyer-action-texts.ts'
import { PAGE_NOT_WORKING } from '../src/app/features/errors/error-messages.ts'
import {
  OFFLINE_SEARCH,
  PLACEHOLDERS,
  SAVED_RESULTS,
} from '../src/app/features/search/search-messages.ts'
import { OFFLINE_TEXT } from '../src/app/offline/offline-texts.ts'
import { OUTBOX_TEXT } from '../src/app/offline/outbox/outbox-texts.ts'
import { expectNoSeriousA11yViolations } from './accessibility.ts'
import { DEMO_PASSWORD, dialog } from './support/auth-ui.ts'
import { newBuyer } from './support/buyers.ts'
import { expectImagesShown, goOffline, goOnline, readyOffline } from './support/network.ts'
import { signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'

/*
 * A buyer at a trade show: a fresh browser, the app opened once online, a search and a
 * vendor or two, then the hall's network is cut. No reload and no wait for the service worker
 * beyond what a person's first minute takes: the app says when it is ready offline.
 */

const cards = (page: Page) => page.locator('.search-results article')

async function search(page: Page, keyword: string) {
  const box = page.getByPlaceholder(PLACEHOLDERS.vendors)
  await box.fill(keyword)
  await box.press('Enter')
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false })
}

test('a buyer browses online once, then searches, recommends, reopens and shares with the network cut', async ({
  page,
  context,
}) => {
  await signInAs(page, await newBuyer(), DEMO_PASSWORD)
  await page.goto('/search?tab=vendors')
  // The worker controls the page once all the app needs offline is on the device.
  await readyOffline(page)
  const ready = page.getByRole('status').filter({ hasText: OFFLINE_TEXT.ready })
  await search(page, 'Media')
  // Not while the buyer reads this page: it would push the page down under their eyes.
  await expect(ready).toHaveCount(0)
  await expect(cards(page).first()).toBeVisible()
  const logos = '.search-results .result-card__logo'
  await expectImagesShown(page, logos)

  // A vendor opened from the results, in the same tab.
  const firstCard = cards(page).first()
  const vendorName = (await firstCard.locator('h3').textContent()) ?? ''
  await firstCard.getByRole('link', { name: 'View Profile' }).click()
  await expect(page.getByRole('heading', { level: 1, name: vendorName })).toBeVisible()
  // Said once, quietly, with the next page opened: a status in the strip under the header,
  // covering nothing, until another page opens.
  await expect(ready).toBeVisible()
  await shot(page, 'ready-offline')
  await expectImagesShown(page, 'main img')
  await page.goBack()
  await expect(cards(page).first()).toBeVisible()
  await expect(ready).toHaveCount(0)

  await goOffline(context)
  // A keyword never searched: no endless skeleton, the saved search and Recommend instead.
  const never = `qqx${Date.now().toString(36)}`
  await search(page, never)
  const offline = page.locator('.offline-search')
  await expect(offline.getByText(OFFLINE_SEARCH.title)).toBeVisible()
  const saved = page.getByRole('navigation', { name: OFFLINE_SEARCH.savedHeading })
  await expect(saved.getByRole('link', { name: '“Media” in Vendors' })).toBeVisible()
  await shot(page, 'offline-search')

  await offline.getByRole('button', { name: BUYER_ACTION_TEXT.recommendVendor }).click()
  const recommend = dialog(page, BUYER_ACTION_TEXT.recommendVendor)
  await recommend.getByLabel('Company name').fill(`Stand ${never}`)
  await recommend.getByLabel('Company website').fill(`${never}.example`)
  await recommend.getByRole('button', { name: BUYER_ACTION_TEXT.recommend }).click()
  await expect(page.getByText(OFFLINE_TEXT.savedForLater).last()).toBeVisible()
  await expect(recommend).toBeHidden()

  // The saved search opens with its logos, marked as saved.
  await saved.getByRole('link', { name: '“Media” in Vendors' }).click()
  await expect(page.getByText(SAVED_RESULTS)).toBeVisible()
  await expectImagesShown(page, logos)
  await expect(page.locator('.search-results .initials-tile')).toHaveCount(0)

  // The vendor opened before reopens offline, and a share waits beside the recommendation.
  await cards(page)
    .filter({ hasText: vendorName })
    .getByRole('link', { name: 'View Profile' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: vendorName })).toBeVisible()
  await expectImagesShown(page, 'main img')
  await page.getByRole('button', { name: BUYER_ACTION_TEXT.shareViaEmail }).click()
  const share = dialog(page, BUYER_ACTION_TEXT.shareViaEmail)
  await share.getByLabel('To', { exact: true }).fill(`${never}@example.com`)
  await share.getByLabel('To', { exact: true }).press('Enter')
  await share.getByRole('button', { name: BUYER_ACTION_TEXT.share, exact: true }).click()
  await expect(share).toBeHidden()
  await page.getByRole('button', { name: OUTBOX_TEXT.button(2) }).click()
  const outbox = dialog(page, OUTBOX_TEXT.title)
  await expect(outbox.getByRole('listitem')).toHaveCount(2)
  await shot(page, 'offline-outbox')
  await outbox.getByRole('button', { name: /close/i }).first().click()
  await expect(page.getByText(PAGE_NOT_WORKING)).toHaveCount(0)

  await goOnline(context)
  await expect(page.getByRole('button', { name: /^Outbox/ })).toBeHidden({ timeout: 30_000 })
})

test('a part whose code never reached the device says it needs a connection, and opens once back online', async ({
  page,
  context,
}) => {
  // The chunk of the buyer's actions, the recommend modal's, cannot be fetched: no warming, no
  // precache, no network copy.
  const blocked = (route: { abort(code: string): Promise<void> }) =>
    route.abort('internetdisconnected')
  const recommendModalCode = /\/assets\/buyer-actions-[^/]*\.js$/
  await context.route(recommendModalCode, blocked)
  await signInAs(page, await newBuyer(), DEMO_PASSWORD)
  await page.goto(`/search?tab=vendors&keyword=${encodeURIComponent('"qqxqqzz"')}`)
  const recommend = page.getByRole('button', { name: BUYER_ACTION_TEXT.recommendVendor })
  // A first load on two busy cores can take a while.
  await expect(recommend).toBeVisible({ timeout: 30_000 })
  await context.setOffline(true)
  await recommend.click()
  const needs = page.getByRole('status').filter({ hasText: OFFLINE_TEXT.needsConnectionTitle })
  await expect(needs).toBeVisible()
  await expect(needs.getByRole('button', { name: OFFLINE_TEXT.retry })).toBeVisible()
  await expect(page.getByText(PAGE_NOT_WORKING)).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await needs.scrollIntoViewIfNeeded()
  await shot(page, 'needs-connection')

  await context.unroute(recommendModalCode, blocked)
  await context.setOffline(false)
  await expect(dialog(page, BUYER_ACTION_TEXT.recommendVendor)).toBeVisible()
  await expect(needs).toHaveCount(0)
})
