import type { Page } from '@playwright/test'
import { SHORTLIST_TEXT } from '../src/app/features/shortlists/shortlist-texts.ts'
import { OFFLINE_TEXT } from '../src/app/offline/offline-texts.ts'
import { OUTBOX_TEXT } from '../src/app/offline/outbox/outbox-texts.ts'
import { MENU_TEXT } from '../src/app/ui/account-menu-items.ts'
import { SHORTLIST_PHOTO_MAX_BYTES } from '../src/domain/shortlist-photos.ts'
import { FIRST_SHORTLIST_NAME, type ShortlistDetail } from '../src/domain/shortlists.ts'
import { DEMO_ACCOUNTS } from '../src/server/seed/demo-accounts.ts'
import { chooseMenuItem, DEMO_PASSWORD, demoEmail, dialog } from './support/auth-ui.ts'
import { newBuyer } from './support/buyers.ts'
import { demoVendor, tacticsOf } from './support/catalogue.ts'
import { createUser } from './support/database.ts'
import { cameraNoisePng } from './support/images.ts'
import {
  expectImagesShown,
  goOffline,
  goOnline,
  persisted,
  readyOffline,
} from './support/network.ts'
import { apiSignIn, authHeaders, signInAs } from './support/session.ts'
import { colleaguePhone, createShortlist, shareShortlist } from './support/shortlists.ts'
import { ANY_WIDTH } from './support/tags.ts'
import { expect, test } from './support/test.ts'
import { expectToast } from './support/toasts.ts'

/** Docs/spec/workspace.md §1 on a phone: save offline, share, a colleague's note. */

const toast = (page: Page, text: string) =>
  page.locator('ion-toast').filter({ hasText: text }).first()

test('a buyer saves a tactic offline on a phone, sees it waiting, and finds it on Shortlists once back online', {
  tag: ANY_WIDTH,
}, async ({ page, context }) => {
  const { vendorId, tactic } = await demoVendor(page.request)
  const email = await newBuyer()
  await signInAs(page, email, DEMO_PASSWORD)
  await page.goto(`/company/${vendorId}/tactics/${tactic.id}`)
  await readyOffline(page)
  const save = page.getByRole('button', { name: SHORTLIST_TEXT.saveLabel, exact: true })
  await expect(save).toBeVisible()

  await goOffline(context)
  await save.click()
  // A first save makes "My shortlist", on the device at once, and says it waits.
  await expect(toast(page, OFFLINE_TEXT.savedForLater)).toBeVisible()
  const sheet = dialog(page, SHORTLIST_TEXT.saveLabel)
  const mine = sheet.getByRole('checkbox', { name: FIRST_SHORTLIST_NAME })
  await expect(mine).toBeChecked()
  await expect(sheet.getByText(SHORTLIST_TEXT.waiting)).toBeVisible()
  await expect(sheet.getByLabel(SHORTLIST_TEXT.newShortlist)).toBeVisible()
  await sheet.getByRole('button', { name: 'Close' }).click()
  await expect(sheet).toBeHidden()
  await expect(
    page.getByRole('button', { name: SHORTLIST_TEXT.savedLabel, exact: true }),
  ).toBeVisible()

  await chooseMenuItem(page, MENU_TEXT.shortlists)
  await expect(page.getByRole('heading', { level: 1, name: SHORTLIST_TEXT.title })).toBeVisible()
  const card = page.locator('.shortlist-card').filter({ hasText: FIRST_SHORTLIST_NAME })
  await expect(card).toContainText(SHORTLIST_TEXT.items(1))
  await expect(card).toContainText(SHORTLIST_TEXT.waiting)

  await goOnline(context)
  // Sent once from the outbox; the list then has its page.
  const link = page.getByRole('link', { name: new RegExp(`^${FIRST_SHORTLIST_NAME}`) })
  await expect(link).toBeVisible({ timeout: 20_000 })
  await expect(card).not.toContainText(SHORTLIST_TEXT.waiting)
  // The outbox tells what it sent; closed, it leaves the screen as it is.
  await expectToast(page, OUTBOX_TEXT.sent(`Save ${tactic.name} to ${FIRST_SHORTLIST_NAME}`))
  const session = await apiSignIn(page.request, email, DEMO_PASSWORD)
  const lists = await page.request.get('/api/v1/shortlists', { headers: authHeaders(session) })
  const { shortlists } = (await lists.json()) as {
    shortlists: { name: string; item_count: number }[]
  }
  expect(shortlists).toEqual([
    expect.objectContaining({ name: FIRST_SHORTLIST_NAME, item_count: 1 }),
  ])

  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: FIRST_SHORTLIST_NAME })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: tactic.name })).toBeVisible()
})

test('an owner shares a list with a colleague, who adds a note the owner reads; only the owner renames or deletes it', {
  tag: ANY_WIDTH,
}, async ({ page, browser, baseURL }) => {
  const { tactic } = await demoVendor(page.request)
  const last = `Colleague${Date.now().toString(36)}`
  const owner = await newBuyer()
  const colleague = await createUser({
    role: 'cpg_user',
    password: DEMO_PASSWORD,
    companyOf: demoEmail('cpg_user'),
    firstName: 'Cody',
    lastName: last,
  })
  const ownerSession = await apiSignIn(page.request, owner, DEMO_PASSWORD)
  const shortlistId = await createShortlist(page.request, ownerSession, 'Booth picks', [
    { kind: 'tactic', id: tactic.id },
  ])

  await signInAs(page, owner, DEMO_PASSWORD)
  await page.goto(`/shortlists/${shortlistId}`)
  await page.getByRole('button', { name: SHORTLIST_TEXT.share, exact: true }).click()
  const share = dialog(page, SHORTLIST_TEXT.shareTitle)
  await share.getByRole('checkbox', { name: new RegExp(`Cody ${last}`) }).click()
  await share.getByRole('button', { name: SHORTLIST_TEXT.share, exact: true }).click()
  await expect(toast(page, SHORTLIST_TEXT.shared)).toBeVisible()
  await expect(page.getByText(SHORTLIST_TEXT.sharedWith([`Cody ${last}`]))).toBeVisible()

  const { context: other, page: theirs } = await colleaguePhone(browser, baseURL, colleague.email)
  await theirs.goto('/shortlists')
  const shared = theirs.getByRole('region', { name: SHORTLIST_TEXT.sharedWithMe })
  await shared.getByRole('link', { name: /^Booth picks/ }).click()
  await expect(theirs.getByRole('heading', { level: 1, name: 'Booth picks' })).toBeVisible()
  // A colleague annotates and may leave, but neither renames, deletes nor re-shares it.
  await expect(theirs.getByRole('button', { name: SHORTLIST_TEXT.leave })).toBeVisible()
  for (const name of [SHORTLIST_TEXT.rename, SHORTLIST_TEXT.delete, SHORTLIST_TEXT.share])
    await expect(theirs.getByRole('button', { name, exact: true })).toHaveCount(0)
  const note = theirs.getByRole('textbox', { name: SHORTLIST_TEXT.addNote })
  await note.fill('Ask about the sample sizes')
  await theirs.getByRole('button', { name: SHORTLIST_TEXT.saveNote }).click()
  await expect(toast(theirs, SHORTLIST_TEXT.noteSaved)).toBeVisible()
  await other.close()

  await page.reload()
  await expect(page.getByRole('textbox', { name: SHORTLIST_TEXT.addNote })).toHaveValue(
    'Ask about the sample sizes',
  )
  const detail = (await (
    await page.request.get(`/api/v1/shortlists/${shortlistId}`, {
      headers: authHeaders(ownerSession),
    })
  ).json()) as ShortlistDetail
  expect(detail.items[0]?.note).toBe('Ask about the sample sizes')

  // The owner deletes it, after the spec's question.
  await page.getByRole('button', { name: SHORTLIST_TEXT.delete, exact: true }).click()
  const confirm = page.getByRole('alertdialog', { name: SHORTLIST_TEXT.deleteTitle })
  await expect(confirm).toContainText(SHORTLIST_TEXT.deleteConfirm)
  await confirm.getByRole('button', { name: SHORTLIST_TEXT.delete }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/shortlists')
  await expect(page.getByText(SHORTLIST_TEXT.emptyState)).toBeVisible()
})

test("a list opened once opens offline with its items' pages", { tag: ANY_WIDTH }, async ({
  page,
  context,
}) => {
  const { tactic, vendorId } = await demoVendor(page.request)
  const email = await newBuyer()
  const session = await apiSignIn(page.request, email, DEMO_PASSWORD)
  const shortlistId = await createShortlist(page.request, session, 'Hall B', [
    { kind: 'tactic', id: tactic.id },
    { kind: 'vendor', id: vendorId },
  ])
  await signInAs(page, email, DEMO_PASSWORD)
  await page.goto(`/shortlists/${shortlistId}`)
  await readyOffline(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Hall B' })).toBeVisible()
  // Its items' pages were fetched behind the list, and the device keeps them.
  await persisted(page, `"tactics","detail",${vendorId},${tactic.id}`)

  await goOffline(context)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Hall B' })).toBeVisible()
  await page.getByRole('link', { name: new RegExp(tactic.name) }).click()
  await expect(page.getByRole('heading', { level: 1, name: tactic.name })).toBeVisible()
  await page.goBack()
  await page.getByRole('link', { name: /View Profile/ }).click()
  await expect(page.getByRole('heading', { level: 2, name: /^Tactics/ })).toBeVisible()
})

/** The demo buyer's colleague, whom the demo lists are shared with (src/server/seed/demo-accounts.ts). */
const colleagueAccount = DEMO_ACCOUNTS.find((a) => a.email.startsWith('colleague@'))
const COLLEAGUE = colleagueAccount?.email as string
const colleagueName = `${colleagueAccount?.firstName} ${colleagueAccount?.lastName}`

test('two profiles on one shared list: the colleague offline adds a note and an item while the owner removes another; back online both see the merged list', {
  tag: ANY_WIDTH,
}, async ({ request, browser, baseURL }) => {
  // Two browsers, one installing the service worker: 32 s on a quiet machine, past 60 s on a busy one.
  const { vendorId, vendor } = await demoVendor(request)
  const [kept, removed, added] = await tacticsOf(request, vendorId)
  if (!kept || !removed || !added) throw new Error('The demo vendor has fewer than 3 tactics')
  const owner = await newBuyer()
  const ownerSession = await apiSignIn(request, owner, DEMO_PASSWORD)
  const colleague = await apiSignIn(request, COLLEAGUE, DEMO_PASSWORD)
  const name = `Hall C ${Date.now().toString(36)}`
  const shortlistId = await createShortlist(request, ownerSession, name, [
    { kind: 'vendor', id: vendorId },
    { kind: 'tactic', id: kept.id },
    { kind: 'tactic', id: removed.id },
  ])
  const shared = await request.put(`/api/v1/shortlists/${shortlistId}/members`, {
    headers: authHeaders(ownerSession),
    data: { user_ids: [colleague.user.id] },
  })
  expect(shared.status()).toBe(200)

  // The colleague's own phone opens the list online, then loses the connection on the floor.
  const { context: theirs, page: phone } = await colleaguePhone(browser, baseURL, COLLEAGUE)
  await phone.goto('/shortlists')
  await readyOffline(phone)
  const sharedWithMe = phone.getByRole('region', { name: SHORTLIST_TEXT.sharedWithMe })
  await sharedWithMe.getByRole('link', { name: new RegExp(`^${name}`) }).click()
  await expect(phone.getByRole('heading', { level: 1, name })).toBeVisible()
  // The vendor's page and its tactics, fetched behind the list, are on the device.
  await persisted(phone, `"vendors","tactics",${vendorId}`)
  await goOffline(theirs)

  const note = phone.getByRole('form', { name: `${SHORTLIST_TEXT.addNote}: ${kept.name}` })
  await note.getByRole('textbox', { name: SHORTLIST_TEXT.addNote }).fill('Samples by Friday')
  await note.getByRole('button', { name: SHORTLIST_TEXT.saveNote }).click()
  await expect(toast(phone, OFFLINE_TEXT.savedForLater)).toBeVisible()
  await phone.getByRole('link', { name: /View Profile/ }).click()
  const row = phone
    .locator('.tactic-list__item')
    .filter({ has: phone.getByRole('link', { name: added.name, exact: true }) })
  // Saved or not to the colleague's other lists, it opens the same sheet.
  await row
    .getByRole('button', {
      name: new RegExp(`^(${SHORTLIST_TEXT.saveLabel}|${SHORTLIST_TEXT.savedLabel})$`),
    })
    .click()
  const sheet = dialog(phone, SHORTLIST_TEXT.saveLabel)
  await sheet.getByRole('checkbox', { name }).click()
  await expect(sheet.getByRole('checkbox', { name })).toBeChecked()
  await sheet.getByRole('button', { name: 'Close' }).click()
  await expect(sheet).toBeHidden()
  await phone.goBack()
  const card = (on: Page, tacticName: string) =>
    on
      .locator('.result-card')
      .filter({ has: on.getByRole('heading', { level: 3, name: tacticName, exact: true }) })
  await expect(card(phone, added.name)).toContainText(SHORTLIST_TEXT.waiting)
  await expect(card(phone, kept.name)).toContainText(SHORTLIST_TEXT.waiting)

  // Meanwhile the owner, online on a laptop of their own, takes another item off.
  const laptop = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  })
  const page = await laptop.newPage()
  await signInAs(page, owner, DEMO_PASSWORD)
  await page.goto(`/shortlists/${shortlistId}`)
  await page.getByRole('button', { name: `${SHORTLIST_TEXT.remove} ${removed.name}` }).click()
  await expect(toast(page, SHORTLIST_TEXT.removedFrom(name))).toBeVisible()
  await expect(card(page, removed.name)).toHaveCount(0)

  // Back online, the colleague's writes go once, and both see the same merged list: the laptop
  // looks again once the phone no longer shows anything waiting.
  await goOnline(theirs)
  await expect(phone.getByText(SHORTLIST_TEXT.waiting)).toHaveCount(0)
  await page.reload()
  for (const screen of [phone, page]) {
    await expect(card(screen, removed.name)).toHaveCount(0, { timeout: 20_000 })
    await expect(card(screen, added.name)).toHaveCount(1)
    await expect(card(screen, kept.name)).toHaveCount(1)
    await expect(
      screen.getByRole('heading', { level: 3, name: vendor.name, exact: true }),
    ).toHaveCount(1)
    await expect(screen.getByText(SHORTLIST_TEXT.waiting)).toHaveCount(0)
    await expect(
      card(screen, kept.name).getByRole('textbox', { name: SHORTLIST_TEXT.addNote }),
    ).toHaveValue('Samples by Friday')
    await expect(card(screen, added.name)).toContainText(SHORTLIST_TEXT.addedBy(colleagueName))
  }
  const detail = (await (
    await request.get(`/api/v1/shortlists/${shortlistId}`, {
      headers: authHeaders(ownerSession),
    })
  ).json()) as ShortlistDetail
  expect(detail.items.map((item) => `${item.kind}:${item.id}`).sort()).toEqual(
    [`vendor:${vendorId}`, `tactic:${kept.id}`, `tactic:${added.id}`].sort(),
  )
  await Promise.all([theirs.close(), laptop.close()])
})

test('a buyer photographs a booth offline: the photo shows at once, waits, goes once back online, and the colleague the list is shared with sees it', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const { tactic } = await demoVendor(page.request)
  const owner = await newBuyer()
  const colleague = await createUser({
    role: 'cpg_user',
    password: DEMO_PASSWORD,
    companyOf: demoEmail('cpg_user'),
  })
  const ownerSession = await apiSignIn(page.request, owner, DEMO_PASSWORD)
  const colleagueSession = await apiSignIn(page.request, colleague.email, DEMO_PASSWORD)
  const name = `Hall D ${Date.now().toString(36)}`
  const shortlistId = await createShortlist(page.request, ownerSession, name, [
    { kind: 'tactic', id: tactic.id },
  ])
  await shareShortlist(page.request, ownerSession, shortlistId, [colleagueSession.user.id])
  const camera = await cameraNoisePng()
  expect(camera.length).toBeGreaterThan(SHORTLIST_PHOTO_MAX_BYTES)

  await signInAs(page, owner, DEMO_PASSWORD)
  await page.goto(`/shortlists/${shortlistId}`)
  const add = page.getByRole('button', { name: `${SHORTLIST_TEXT.addPhoto}: ${tactic.name}` })
  await expect(add).toBeVisible()
  // The app is on the device, as on a phone it was installed on: its toasts show offline too.
  await readyOffline(page)
  const sends: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/photo')) sends.push(request.url())
  })

  // On the show floor without signal: the camera's picture shows at once, from the device.
  await goOffline(context)
  const chooser = page.waitForEvent('filechooser')
  await add.click()
  await (await chooser).setFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer: camera })
  await expect(toast(page, OFFLINE_TEXT.savedForLater)).toBeVisible()
  const photo = page.getByRole('img', { name: SHORTLIST_TEXT.photoAlt(tactic.name) })
  await expectImagesShown(page, '.shortlist-photo__image')
  await expect(photo).toBeVisible()
  await expect(page.locator('.shortlist-item')).toContainText(SHORTLIST_TEXT.waiting)
  await expect(
    page.getByRole('button', { name: `${SHORTLIST_TEXT.replacePhoto}: ${tactic.name}` }),
  ).toBeVisible()
  expect(sends).toEqual([])

  // Back online, the outbox sends it once; the server took it, so it was resized on the device.
  await goOnline(context)
  await expectToast(page, OUTBOX_TEXT.sent(`Photo of ${tactic.name} in ${name}`))
  await expect(page.getByText(SHORTLIST_TEXT.waiting)).toHaveCount(0)
  await expect(photo).toBeVisible()
  expect(sends).toHaveLength(1)
  const detail = (await (
    await page.request.get(`/api/v1/shortlists/${shortlistId}`, {
      headers: authHeaders(ownerSession),
    })
  ).json()) as ShortlistDetail
  expect(detail.items[0]?.photo).toMatchObject({ width: 1600, height: 1200 })

  // The colleague's phone shows it, read with the colleague's own session.
  const { context: other, page: theirs } = await colleaguePhone(browser, baseURL, colleague.email)
  await theirs.goto(`/shortlists/${shortlistId}`)
  await expect(
    theirs.getByRole('img', { name: SHORTLIST_TEXT.photoAlt(tactic.name) }),
  ).toBeVisible()
  await expectImagesShown(theirs, '.shortlist-photo__image')
  await other.close()
})
