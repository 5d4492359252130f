import type { BrowserContext, Page } from '@playwright/test'
import { BUYER_ACTION_TEXT } from '../src/app/features/buyer-actions/buyer-action-texts.ts'
import { QUOTE_TEXT } from '../src/app/features/quotes/quote-texts.ts'
import { OFFLINE_TEXT } from '../src/app/offline/offline-texts.ts'
import { MENU_TEXT } from '../src/app/ui/account-menu-items.ts'
import { BUYER_ACTION_MESSAGES } from '../src/domain/buyer-actions.ts'
import type { QuoteSummary, QuoteThread } from '../src/domain/quotes.ts'
import { pdfBytes, pngBytes } from '../src/server/testing/upload-files.ts'
import { chooseMenuItem, DEMO_PASSWORD, demoEmail, dialog } from './support/auth-ui.ts'
import { newBuyer } from './support/buyers.ts'
import { demoVendor } from './support/catalogue.ts'
import { tapToCheck } from './support/ionic-choice.ts'
import { goOffline, goOnline, persisted, readyOffline } from './support/network.ts'
import { apiSignIn, authHeaders, signInAs } from './support/session.ts'
import { createShortlist } from './support/shortlists.ts'
import { ANY_WIDTH } from './support/tags.ts'
import { expect, test } from './support/test.ts'
import { expectToast } from './support/toasts.ts'
import { createVendorTeam } from './support/vendor-team.ts'

/** Docs/spec/workspace.md §3: a quote request followed on both sides, offline too. */

/** A second person in the same browser, at the width of the test's project. */
async function secondPerson(page: Page, browser: import('@playwright/test').Browser) {
  const viewport = page.viewportSize() ?? { width: 375, height: 812 }
  return browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport,
    hasTouch: viewport.width < 768,
  })
}

/** A first page of a new person on a machine under load takes long to start (as screens.spec's). */
const LOADED = { timeout: 30_000 }

/** The request's card in a list, found by its subject. */
const card = (page: Page, subject: string) =>
  page.locator('.quote-card').filter({ hasText: subject })

async function thread(page: Page, id: number, email: string): Promise<QuoteThread> {
  const session = await apiSignIn(page.request, email, DEMO_PASSWORD)
  const answer = await page.request.get(`/api/v1/quotes/${id}`, { headers: authHeaders(session) })
  expect(answer.status()).toBe(200)
  return (await answer.json()) as QuoteThread
}

test('a buyer asks, the vendor opens and answers with a PDF, the buyer replies offline once and closes the request', async ({
  page,
  browser,
}) => {
  // Two people, a service worker to install and an offline round trip on a shared machine.
  const team = await createVendorTeam(DEMO_PASSWORD)
  const buyer = await newBuyer()
  const subject = `Shelf quote ${Date.now().toString(36)}`

  // The buyer sends the seeds' quote email from the vendor's page, and finds it in Quotes.
  await signInAs(page, buyer, DEMO_PASSWORD)
  await page.goto(`/company/${team.vendorId}`)
  await page.getByRole('button', { name: BUYER_ACTION_TEXT.requestQuote }).click()
  const modal = dialog(page, BUYER_ACTION_TEXT.requestQuote)
  await modal.getByLabel('Subject').fill(subject)
  await modal.getByRole('button', { name: BUYER_ACTION_TEXT.send }).click()
  await expectToast(page, BUYER_ACTION_MESSAGES.quoteSent)
  await chooseMenuItem(page, MENU_TEXT.quotes)
  await expect(page.getByRole('heading', { level: 1, name: QUOTE_TEXT.buyerTitle })).toBeVisible(
    LOADED,
  )
  await expect(card(page, subject)).toContainText(team.companyName)
  await expect(card(page, subject)).toContainText(QUOTE_TEXT.statuses.sent)

  // The vendor's admin sees it New, opens it: the buyer's list then reads Opened.
  const vendorContext = await secondPerson(page, browser)
  const vendor = await vendorContext.newPage()
  await signInAs(vendor, team.adminEmail, DEMO_PASSWORD)
  await vendor.goto('/company/quotes')
  const request = card(vendor, subject)
  await expect(request).toContainText(QUOTE_TEXT.new, LOADED)
  // Opening is recorded by the thread's call; the page may show the subject from the list before.
  const threadRead = vendor.waitForResponse(
    (answer) => /\/api\/v1\/vendors\/\d+\/quotes\/\d+$/.test(answer.url()) && answer.ok(),
  )
  await request.getByRole('link').click()
  await threadRead
  await expect(vendor.getByText(subject)).toBeVisible(LOADED)
  await page.reload()
  await expect(card(page, subject)).toContainText(QUOTE_TEXT.statuses.opened, LOADED)

  // The vendor answers with a PDF.
  await vendor.getByLabel(QUOTE_TEXT.replyLabel).fill('Our rates are attached.')
  await vendor.getByLabel(QUOTE_TEXT.attach).setInputFiles({
    name: 'rates.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await pdfBytes()),
  })
  await expect(vendor.getByText('rates.pdf')).toBeVisible()
  await vendor.getByRole('button', { name: QUOTE_TEXT.send }).click()
  await expectToast(vendor, QUOTE_TEXT.replySent)
  await expect(vendor.locator('.quote-reply')).toContainText('Our rates are attached.')
  await vendorContext.close()

  // The buyer reads the answer, its PDF a link; the thread is kept on the device.
  await page.reload()
  await expect(card(page, subject)).toContainText(QUOTE_TEXT.statuses.answered, LOADED)
  await card(page, subject).getByRole('link').click()
  const reply = page.locator('.quote-reply').filter({ hasText: 'Our rates are attached.' })
  await expect(reply).toContainText(QUOTE_TEXT.sides.vendor)
  await expect(reply.getByRole('link', { name: /rates\.pdf/ })).toBeVisible()
  const id = Number(new URL(page.url()).pathname.split('/').pop())
  await readyOffline(page)
  await persisted(page, `"quotes","buyer","thread",${id}`)

  // Offline: the thread opens from the device, and a reply with a picture waits in the outbox.
  await goOffline(page.context())
  await page.reload()
  await expect(reply).toBeVisible(LOADED)
  await page.getByLabel(QUOTE_TEXT.replyLabel).fill('Thanks, here is our shelf plan.')
  await page.getByLabel(QUOTE_TEXT.attach).setInputFiles({
    name: 'plan.png',
    mimeType: 'image/png',
    buffer: Buffer.from(await pngBytes()),
  })
  await page.getByRole('button', { name: QUOTE_TEXT.send }).click()
  await expectToast(page, OFFLINE_TEXT.savedForLater)
  const waiting = page.locator('.quote-reply--waiting')
  await expect(waiting).toContainText('Thanks, here is our shelf plan.')
  await expect(waiting).toContainText(QUOTE_TEXT.waiting)
  await expect(page.getByLabel(QUOTE_TEXT.replyLabel)).toHaveValue('')

  // Back online it is sent once, with its picture.
  await goOnline(page.context())
  await expect(waiting).toHaveCount(0, { timeout: 20_000 })
  const mine = page.locator('.quote-reply').filter({ hasText: 'Thanks, here is our shelf plan.' })
  await expect(mine.getByRole('link', { name: /plan\.png/ })).toBeVisible()
  const sent = (await thread(page, id, buyer)).replies.filter((r) => r.side === 'buyer')
  expect(sent).toHaveLength(1)
  expect(sent[0]?.attachments.map((a) => a.name)).toEqual(['plan.png'])

  // The buyer closes it with an outcome: no more replies.
  await page.getByRole('button', { name: QUOTE_TEXT.closeRequest }).click()
  const close = dialog(page, QUOTE_TEXT.closeTitle)
  await tapToCheck(close.getByRole('radio', { name: QUOTE_TEXT.outcomes.chose_this_vendor }))
  await close.getByRole('button', { name: QUOTE_TEXT.closeRequest }).click()
  await expectToast(page, QUOTE_TEXT.closedToast)
  await expect(page.getByText(QUOTE_TEXT.closed)).toBeVisible()
  await expect(page.locator('.quote-thread__status')).toContainText(QUOTE_TEXT.statuses.closed)
  await expect(page.getByLabel(QUOTE_TEXT.replyLabel)).toHaveCount(0)
  expect((await thread(page, id, buyer)).outcome).toBe('chose_this_vendor')
})

test('only its buyer and its vendor read a request: another buyer and another vendor find nothing', {
  tag: ANY_WIDTH,
}, async ({ page, browser }) => {
  const team = await createVendorTeam(DEMO_PASSWORD)
  const buyer = await apiSignIn(page.request, await newBuyer(), DEMO_PASSWORD)
  const created = await page.request.post('/api/v1/quotes', {
    headers: authHeaders(buyer),
    data: {
      targets: [{ vendor_id: team.vendorId }],
      email_subject: 'Private quote',
      email_text: 'For your eyes only',
    },
  })
  expect(created.status()).toBe(201)
  const [quote] = ((await created.json()) as { quotes: { id: number }[] }).quotes
  const id = quote?.id as number

  await signInAs(page, await newBuyer(), DEMO_PASSWORD)
  await page.goto(`/quotes/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: QUOTE_TEXT.notFound })).toBeVisible(
    LOADED,
  )
  await expect(page.getByText('For your eyes only')).toHaveCount(0)

  const other: BrowserContext = await secondPerson(page, browser)
  const member = await other.newPage()
  await signInAs(member, demoEmail('vendor_user'), DEMO_PASSWORD)
  await member.goto(`/company/quotes/${id}`)
  await expect(member.getByRole('heading', { level: 1, name: QUOTE_TEXT.notFound })).toBeVisible(
    LOADED,
  )
  await expect(member.getByText('For your eyes only')).toHaveCount(0)
  await other.close()
})

test('from a shortlist, Request quotes sends one request per vendor with one text, and each vendor reads only its own', {
  tag: ANY_WIDTH,
}, async ({ page }) => {
  const { vendorId, tactic } = await demoVendor(page.request)
  const team = await createVendorTeam(DEMO_PASSWORD)
  const email = await newBuyer()
  const buyer = await apiSignIn(page.request, email, DEMO_PASSWORD)
  const shortlistId = await createShortlist(page.request, buyer, 'After the show', [
    { kind: 'tactic', id: tactic.id },
    { kind: 'vendor', id: team.vendorId },
  ])

  await signInAs(page, email, DEMO_PASSWORD)
  await page.goto(`/shortlists/${shortlistId}`)
  await page.getByRole('button', { name: QUOTE_TEXT.requestQuotes, exact: true }).click()
  const ask = dialog(page, QUOTE_TEXT.requestQuotes)
  // Both vendors ticked; the demo vendor's request names the list's one tactic of it.
  await expect(ask.getByRole('checkbox')).toHaveCount(2, LOADED)
  await ask.getByLabel(QUOTE_TEXT.message).fill('Booth follow-up: prices for Q3, please.')
  await ask.getByRole('button', { name: QUOTE_TEXT.batchSend(2) }).click()
  await expect(ask.getByRole('status')).toContainText(QUOTE_TEXT.batchSent(2))
  await expect(ask.getByRole('link')).toHaveCount(2)
  await ask.getByRole('button', { name: QUOTE_TEXT.done }).click()

  await page.goto('/quotes')
  await expect(card(page, QUOTE_TEXT.batchSubject)).toHaveCount(2, LOADED)

  // Each vendor's list holds its own request, with the one text; neither reads the other's.
  const read = async (memberEmail: string, ownVendor: number) => {
    const member = await apiSignIn(page.request, memberEmail, DEMO_PASSWORD)
    const answer = await page.request.get(`/api/v1/vendors/${ownVendor}/quotes`, {
      headers: authHeaders(member),
    })
    const { quotes } = (await answer.json()) as { quotes: QuoteSummary[] }
    const mine = quotes.filter((quote) => quote.buyer?.id === buyer.user.id)
    expect(mine).toHaveLength(1)
    return { member, quote: mine[0] as QuoteSummary }
  }
  const demo = await read(demoEmail('vendor_admin'), vendorId)
  const other = await read(team.adminEmail, team.vendorId)
  expect(demo.quote.tactic?.id).toBe(tactic.id)
  expect(other.quote.tactic).toBeNull()
  for (const { quote } of [demo, other])
    expect((await thread(page, quote.id, email)).email_text).toBe(
      'Booth follow-up: prices for Q3, please.',
    )
  const stranger = await page.request.get(`/api/v1/quotes/${other.quote.id}`, {
    headers: authHeaders(demo.member),
  })
  expect(stranger.status()).toBe(403)
})
