import type { BrowserContext, Page } from '@playwright/test'
import { AUTH_TEXT } from '../src/app/features/auth/auth-texts.ts'
import { BUYER_ACTION_TEXT } from '../src/app/features/buyer-actions/buyer-action-texts.ts'
import { PLACEHOLDERS } from '../src/app/features/search/search-messages.ts'
import { OFFLINE_TEXT } from '../src/app/offline/offline-texts.ts'
import { OUTBOX_TEXT } from '../src/app/offline/outbox/outbox-texts.ts'
import { MENU_TEXT } from '../src/app/ui/account-menu-items.ts'
import {
  accountNav,
  alertDialog,
  chooseMenuItem,
  DEMO_PASSWORD,
  dialog,
  logIn,
} from './support/auth-ui.ts'
import { newBuyer } from './support/buyers.ts'
import { demoVendor } from './support/catalogue.ts'
import { revokeSessions, uniqueEmail } from './support/database.ts'
import {
  cachedForUser,
  outboxItems,
  storedSession,
  USER_ONLY_ANSWER,
  userAnswersPersisted,
} from './support/device-storage.ts'
import { linkTo, mailsTo, waitForMail } from './support/mailbox.ts'
import { goOffline, goOnline, persisted, readyOffline } from './support/network.ts'
import { signInAs } from './support/session.ts'
import { expect as baseExpect, test } from './support/test.ts'
import { expectToast, toastWith } from './support/toasts.ts'

/*
 * Personal data is cleared whenever a session ends (docs/offline.md "Session end"): a
 * 401 on a call, the token's expiry, another user signing in and logout each leave no API answer
 * cached for the user, nothing of theirs in the persisted query cache and no stored session; what
 * they left unsent is kept only while they can still send it, and they are told of it.
 * A fresh profile each test, the service worker never awaited beyond the app's own notice.
 */

/** Page loads, logins and the outbox's pass take long on two busy cores. */
const expect = baseExpect.configure({ timeout: 30_000 })

type Buyer = { email: string; vendorName: string; address: string }

const loggedOut = (page: Page) => accountNav(page).getByRole('link', { name: 'Log in' })

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) })
}

/**
 * A buyer's first minutes on a fresh browser: signed in, a search and a vendor opened online (both
 * now kept on the device for them), then the network is cut and a share of the vendor waits in
 * the outbox.
 */
async function browseThenShareOffline(page: Page, context: BrowserContext): Promise<Buyer> {
  const { vendorId, vendor } = await demoVendor(page.request)
  const email = await newBuyer()
  await signInAs(page, email, DEMO_PASSWORD)
  await page.goto('/search?tab=vendors')
  await readyOffline(page)
  const box = page.getByPlaceholder(PLACEHOLDERS.vendors)
  await box.fill(vendor.name)
  await box.press('Enter')
  await page
    .locator('.search-results article')
    .filter({ hasText: vendor.name })
    .getByRole('link', { name: 'View Profile' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible()
  await persisted(page, USER_ONLY_ANSWER)
  await expect
    .poll(() => cachedForUser(page, email))
    .toContainEqual(expect.stringContaining(`/api/v1/vendors/${vendorId}?`))
  expect((await storedSession(page))?.headers.uid).toBe(email)

  await goOffline(context)
  const address = uniqueEmail('session-end')
  await page.getByRole('button', { name: BUYER_ACTION_TEXT.shareViaEmail }).click()
  const share = dialog(page, BUYER_ACTION_TEXT.shareViaEmail)
  await share.getByLabel('To', { exact: true }).fill(address)
  await share.getByLabel('To', { exact: true }).press('Enter')
  await share.getByRole('button', { name: BUYER_ACTION_TEXT.share, exact: true }).click()
  await expect(share).toBeHidden()
  await expect(page.getByRole('button', { name: OUTBOX_TEXT.button(1) })).toBeVisible()
  return { email, vendorName: vendor.name, address }
}

const shareSummary = (buyer: Buyer) => `Share ${buyer.vendorName} with 1 recipient`

/** No API answer cached for the user and nothing of theirs in the persisted query cache. */
async function expectNoDataLeftOf(page: Page, buyer: Buyer) {
  await expect.poll(() => cachedForUser(page, buyer.email)).toEqual([])
  expect(await userAnswersPersisted(page)).toEqual([])
  // Nor is the next person on the device led back to the user's results (a visitor's landing with
  // the search kept in its address, where an ended session goes, may be remembered).
  const lastSearch = await page.evaluate(() => localStorage.getItem('last-search'))
  expect(lastSearch ?? '').not.toMatch(/^\/search/)
}

const outboxSummaries = async (page: Page) =>
  (await outboxItems(page)).map((item) => `${item.submission.summary} (${item.state})`)

test('a session the server revoked ends at the next call: data cleared, the unsent share waits for the same user', async ({
  page,
  context,
}) => {
  const buyer = await browseThenShareOffline(page, context)
  // Closed, so that the toast seen next is the session's.
  await expectToast(page, OFFLINE_TEXT.savedForLater)
  // Signed out elsewhere (a password change, an admin) while the phone was in the hall.
  await revokeSessions(buyer.email)

  await goOnline(context)
  // Told once, though both the refused send and the session's end know of it: closed, it does not
  // come back (a second would show at once).
  await expectToast(page, OUTBOX_TEXT.loginToSend)
  await page.waitForTimeout(1_500)
  await expect(toastWith(page, OUTBOX_TEXT.loginToSend)).toHaveCount(0)
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(loggedOut(page)).toBeVisible()
  await shot(page, 'revoked')
  await expectNoDataLeftOf(page, buyer)
  expect(await storedSession(page)).toBeNull()
  expect(await outboxSummaries(page)).toEqual([`${shareSummary(buyer)} (waiting-login)`])
  expect(mailsTo(buyer.address)).toHaveLength(0)

  await logIn(page, buyer.email, DEMO_PASSWORD)
  await waitForMail(buyer.address)
  await expect.poll(() => outboxItems(page)).toEqual([])
})

test('a token that expires while the buyer is offline ends the session; the next user is told what was removed', async ({
  page,
  context,
}) => {
  await page.clock.install()
  const buyer = await browseThenShareOffline(page, context)
  const expiry = Number((await storedSession(page))?.headers.expiry) * 1000

  // Back to the results, then two weeks with the app open: the token's expiry passes, and the
  // search, which needs a session, gives way to the landing page.
  await page.goBack()
  await expect(page.locator('.search-results article').first()).toBeVisible()
  await page.clock.fastForward(expiry - Date.now() + 60_000)
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(loggedOut(page)).toBeVisible()
  await shot(page, 'expired')
  // Closed by hand: its timer now lies two weeks ahead of the clock set back below.
  await expectToast(page, OUTBOX_TEXT.loginToSend)
  await expectNoDataLeftOf(page, buyer)
  expect(await storedSession(page)).toBeNull()
  expect(await outboxSummaries(page)).toEqual([`${shareSummary(buyer)} (pending)`])

  // Back to the present for a new token, online, another buyer logs in on the same phone.
  await page.clock.setSystemTime(Date.now())
  await goOnline(context)
  const next = await newBuyer()
  await logIn(page, next, DEMO_PASSWORD)
  await expect(toastWith(page, OUTBOX_TEXT.othersDiscarded(1))).toBeVisible()
  await expect(page.getByText(buyer.address)).toHaveCount(0)
  expect(await outboxItems(page)).toEqual([])
  expect((await storedSession(page))?.headers.uid).toBe(next)
  await shot(page, 'next-user')
  expect(mailsTo(buyer.address)).toHaveLength(0)
})

test('another user signing in from an emailed link replaces the session: the first user’s data and unsent share are removed', async ({
  page,
  context,
}) => {
  const buyer = await browseThenShareOffline(page, context)
  // The share cannot get through yet when the network comes back (the hall's signal).
  const held = (route: { abort(code: string): Promise<void> }) => route.abort('timedout')
  await context.route('**/api/v1/**/share_via_email', held)
  await goOnline(context)
  const next = await newBuyer()
  const recovery = await page.request.post('/api/v1/auth/password', {
    data: { email: next },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  })
  expect(recovery.status()).toBe(200)

  await page.goto(linkTo(await waitForMail(next), '/auth/password/edit'))
  await expect(dialog(page, AUTH_TEXT.resetTitle)).toBeVisible()
  await expect(toastWith(page, OUTBOX_TEXT.othersDiscarded(1))).toBeVisible()
  await shot(page, 'other-user-link')
  await expectNoDataLeftOf(page, buyer)
  expect((await storedSession(page))?.headers.uid).toBe(next)
  expect(await outboxItems(page)).toEqual([])
  await context.unroute('**/api/v1/**/share_via_email', held)
  expect(mailsTo(buyer.address)).toHaveLength(0)
})

test('logout offline says what was not sent, then removes it with every data of the user', async ({
  page,
  context,
}) => {
  const buyer = await browseThenShareOffline(page, context)

  await chooseMenuItem(page, MENU_TEXT.logout)
  await alertDialog(page, AUTH_TEXT.logoutTitle)
    .getByRole('button', { name: AUTH_TEXT.submit })
    .click()
  await expect(toastWith(page, OUTBOX_TEXT.discarded([shareSummary(buyer)]))).toBeVisible()
  await expect(loggedOut(page)).toBeVisible()
  await expect(page.getByRole('button', { name: /^Outbox/ })).toHaveCount(0)
  await shot(page, 'logout-offline')
  await expectNoDataLeftOf(page, buyer)
  expect(await storedSession(page)).toBeNull()
  expect(await outboxItems(page)).toEqual([])

  await goOnline(context)
  expect(mailsTo(buyer.address)).toHaveLength(0)
})
