import type { Page } from '@playwright/test'
import QRCode from 'qrcode'
import { BOOTH_TEXT } from '../src/app/features/events/booth-texts.ts'
import { EVENT_TEXT } from '../src/app/features/events/event-texts.ts'
import { TAKE_OFFLINE_TEXT } from '../src/app/features/events/take-offline-texts.ts'
import { SAVED_VENDOR_TEXT } from '../src/app/features/search/saved-vendor-texts.ts'
import { PLACEHOLDERS } from '../src/app/features/search/search-messages.ts'
import { RUNTIME_CACHES } from '../src/app/offline/runtime-caches.ts'
import { DEMO_PASSWORD } from './support/auth-ui.ts'
import { newBuyer } from './support/buyers.ts'
import { demoVendor } from './support/catalogue.ts'
import { pngDataUrl, swapCamera } from './support/fake-camera.ts'
import {
  cachedUrls,
  expectImagesShown,
  goOffline,
  goOnline,
  persisted,
  readyOffline,
} from './support/network.ts'
import { signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'

/*
 * A buyer takes the demo's upcoming show offline before the doors open (docs/spec/workspace.md
 * §6): the size first, the download cut by a lost connection and a reload, resumed where it
 * stopped, then with the hall's network cut an exhibitor never opened opens with its tactics, the
 * offline search finds another by name, and a third's booth card, scanned, opens its page.
 */

const rows = (page: Page) => page.locator('.exhibitor-row')
const BUNDLE = /\/api\/v1\/events\/\d+\/offline_bundle$/

/**
 * The bundle three vendors a page; the second page's first try fails as a lost connection once
 * `cut` resolves, so the download stops part way.
 */
async function cutAfterFirstPage(page: Page, cut: Promise<void>) {
  let failed = false
  await page.route(
    (url) => BUNDLE.test(url.pathname),
    async (route) => {
      const url = new URL(route.request().url())
      url.searchParams.set('per_page', '3')
      if (url.searchParams.get('page') === '2' && !failed) {
        failed = true
        await cut
        return route.abort('internetdisconnected')
      }
      return route.continue({ url: url.href })
    },
  )
}

test('a buyer takes the upcoming show offline, then opens, finds and scans its exhibitors with the network cut', async ({
  page,
  context,
}) => {
  // An exhibitor with tactics (the demo vendor, at booth B12), never opened on this device.
  const { vendor } = await demoVendor(page.request)
  await signInAs(page, await newBuyer(), DEMO_PASSWORD)
  await page.goto('/events')
  await page.getByRole('link', { name: /Shopper Marketing Expo/ }).click()
  await expect(rows(page).first()).toBeVisible()
  const names = (await rows(page).locator('.exhibitor-row__name').allTextContents()).map((n) =>
    n.trim(),
  )
  await readyOffline(page)

  // The size first, and nothing saved until the buyer says so.
  await page.getByRole('button', { name: TAKE_OFFLINE_TEXT.action }).click()
  await expect(page.getByText(/^About \d+(\.\d)? (KB|MB) for \d+ vendors$/)).toHaveText(
    new RegExp(`for ${names.length} vendors$`),
  )
  expect(await cachedUrls(page, RUNTIME_CACHES.savedEvents)).toEqual([])

  // The connection goes after the first three vendors; a reload offline shows where it stopped.
  let cut = () => {}
  await cutAfterFirstPage(
    page,
    new Promise((resolve) => {
      cut = resolve
    }),
  )
  await page.getByRole('button', { name: TAKE_OFFLINE_TEXT.download }).click()
  const live = page.getByRole('status').filter({ hasText: /vendors saved|Saved for offline/ })
  await expect(live).toHaveText(TAKE_OFFLINE_TEXT.progress(3, names.length))
  await persisted(page, 'Shopper Marketing Expo')
  await goOffline(context)
  cut()
  await expect(page.getByText(TAKE_OFFLINE_TEXT.waiting)).toBeVisible()
  await page.reload()
  await expect(live).toHaveText(TAKE_OFFLINE_TEXT.progress(3, names.length))
  await expect(page.getByText(TAKE_OFFLINE_TEXT.waiting)).toBeVisible()

  // Back online it goes on from the fourth vendor by itself.
  await goOnline(context)
  await expect(page.getByRole('heading', { name: TAKE_OFFLINE_TEXT.saved })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByText(new RegExp(`^${names.length} vendors, .+, saved `))).toBeVisible()
  await page.unrouteAll()

  // The hall's network is cut: an exhibitor never opened opens, with its logo and a tactic.
  await goOffline(context)
  await rows(page).filter({ hasText: vendor.name }).click()
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible()
  await expect(page.locator('img.vendor-logo').first()).toBeVisible()
  await expectImagesShown(page, 'img.vendor-logo')
  const tactic = page.locator('.tactic-list__name').first()
  const tacticName = ((await tactic.textContent()) ?? '').trim()
  await tactic.click()
  await expect(page.getByRole('heading', { level: 1, name: tacticName })).toBeVisible()

  // The offline search finds another exhibitor by a part of its name.
  const other = names.find((name) => name !== vendor.name) as string
  const part = other.split(' ')[0] as string
  await page.goto('/search?tab=vendors')
  const box = page.getByPlaceholder(PLACEHOLDERS.vendors)
  await box.fill(part)
  await box.press('Enter')
  const found = page.getByRole('navigation', { name: SAVED_VENDOR_TEXT.heading })
  await expect(found).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('offline-search.png') })
  await found.getByRole('link').filter({ hasText: other }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: other })).toBeVisible()

  // And the event page itself, with every exhibitor.
  await page.goto('/events')
  await page.getByRole('link', { name: /Shopper Marketing Expo/ }).click()
  await expect(page.getByRole('heading', { name: EVENT_TEXT.exhibitorsTitle })).toBeVisible()
  await expect(rows(page)).toHaveCount(names.length)

  // A third exhibitor's printed booth card, filmed with the network still cut, opens its vendor.
  const third = rows(page).filter({ hasNotText: vendor.name }).filter({ hasNotText: other }).first()
  const thirdName = ((await third.locator('.exhibitor-row__name').textContent()) ?? '').trim()
  const card = await QRCode.toBuffer(
    new URL((await third.getAttribute('href')) ?? '', page.url()).href,
  )
  await swapCamera(page, { picture: pngDataUrl(card) })
  await page.getByRole('button', { name: BOOTH_TEXT.scan }).click()
  await expect(page.getByRole('heading', { level: 1, name: thirdName, exact: true })).toBeVisible()
})
