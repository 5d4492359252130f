import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { BUYER_ACTION_TEXT } from '../src/app/features/buyer-actions/buyer-action-texts.ts'
import { NO_RESULTS } from '../src/app/features/search/search-messages.ts'
import { OFFLINE_TEXT } from '../src/app/offline/offline-texts.ts'
import { OUTBOX_TEXT } from '../src/app/offline/outbox/outbox-texts.ts'
import { expectNoSeriousA11yViolations } from './accessibility.ts'
import { DEMO_PASSWORD, dialog } from './support/auth-ui.ts'
import { newBuyer } from './support/buyers.ts'
import { demoVendor } from './support/catalogue.ts'
import { uniqueEmail, vendorWithNudgeBanner } from './support/database.ts'
import { openInviteVendor } from './support/invite-vendor.ts'
import { mailsTo, RECOMMENDATIONS_EMAIL } from './support/mailbox.ts'
import { goOffline, goOnline, persisted, underServiceWorker } from './support/network.ts'
import { addRecipient, recommendOffline, shareOffline } from './support/offline-actions.ts'
import { signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'

const outboxButton = (page: Page, count: number) =>
  page.getByRole('button', { name: OUTBOX_TEXT.button(count) })

/** A message to `to`, and when `subject` is given, one whose subject holds it. */
type Sent = { to: string; subject?: string }

const mailsOf = ({ to, subject }: Sent) =>
  mailsTo(to).filter((mail) => !subject || mail.subject.includes(subject))

/** Mail keeps coming for a moment after the first: wait for each, then a moment more, then count. */
async function expectEachExactlyOnce(...sent: Array<string | Sent>) {
  const expected = sent.map((item) => (typeof item === 'string' ? { to: item } : item))
  for (const item of expected) {
    await expect
      .poll(() => mailsOf(item).length, { message: `mail to ${item.to}`, timeout: 20_000 })
      .toBeGreaterThan(0)
  }
  await new Promise((resolve) => setTimeout(resolve, 3000))
  for (const item of expected) {
    expect(mailsOf(item), `mail to ${item.to} ${item.subject ?? ''}`).toHaveLength(1)
  }
}

test('a share and a recommendation made offline wait in the outbox through a reload and a browser restart, then go once', async ({
  browserName: _,
  launchOptions,
  baseURL,
}, testInfo) => {
  const profile = mkdtempSync(path.join(tmpdir(), 'cpg-outbox-'))
  const viewport = testInfo.project.use.viewport ?? null
  // Offline from the first moment: a tab restored at start must not send before the cut.
  const launch = (offline = false) =>
    chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, viewport, offline })
  let context: BrowserContext = await launch()
  try {
    const { vendorId, vendor } = await demoVendor(context.request)
    let page = context.pages()[0] ?? (await context.newPage())
    await signInAs(page, await newBuyer(), DEMO_PASSWORD)
    await underServiceWorker(page)
    await page.goto('/search?tab=vendors&keyword=%22qqxqqzz%22')
    await expect(page.getByText(NO_RESULTS.vendors)).toBeVisible()
    await page.goto(`/company/${vendorId}`)
    await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible()
    await persisted(page, vendor.name)

    await goOffline(context)
    const address = uniqueEmail('offline-share')
    await shareOffline(page, address)
    await page.goto('/search?tab=vendors&keyword=%22qqxqqzz%22')
    await expect(page.getByText(NO_RESULTS.vendors)).toBeVisible()
    const recommended = `Qqxqqzz ${Date.now().toString(36)}`
    await recommendOffline(page, recommended)
    await expect(outboxButton(page, 2)).toBeVisible()

    await page.reload()
    await outboxButton(page, 2).click()
    const outbox = dialog(page, OUTBOX_TEXT.title)
    await expect(outbox.getByText(`Waiting for the network`).first()).toBeVisible()
    await expect(outbox.getByRole('listitem')).toHaveCount(2)
    await expectNoSeriousA11yViolations(page)

    await context.close()
    context = await launch(true)
    await goOffline(context)
    page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/search')
    await expect(outboxButton(page, 2)).toBeVisible()
    expect(mailsTo(address)).toHaveLength(0)

    await goOnline(context)
    await expect(outboxButton(page, 2)).toBeHidden()
    await expectEachExactlyOnce(address, { to: RECOMMENDATIONS_EMAIL, subject: recommended })
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('a quote requested offline is composed from cached data, waits in the outbox and reaches the sales rep once', async ({
  page,
  context,
}) => {
  const { vendorId, vendor, tactic } = await demoVendor(page.request)
  await signInAs(page, await newBuyer(), DEMO_PASSWORD)
  await underServiceWorker(page)
  await page.goto(`/company/${vendorId}/tactics/${tactic.id}`)
  await expect(page.getByRole('heading', { level: 1, name: tactic.name })).toBeVisible()

  await goOffline(context)
  await page.getByRole('button', { name: BUYER_ACTION_TEXT.requestQuote }).click()
  const modal = dialog(page, BUYER_ACTION_TEXT.requestQuote)
  await expect(
    modal.getByText(`To: ${BUYER_ACTION_TEXT.quoteRecipients(vendor.name, [])}`),
  ).toBeVisible()
  const subject = modal.getByLabel('Subject')
  await expect(subject).toHaveValue(`Request a quote: ${tactic.name} by ${vendor.name}`)
  const unique = `Offline quote ${Date.now().toString(36)}`
  await subject.fill(unique)
  await modal.getByRole('button', { name: BUYER_ACTION_TEXT.send }).click()
  await expect(page.getByText(OFFLINE_TEXT.savedForLater).last()).toBeVisible()
  await expect(modal).toBeHidden()
  await expect(outboxButton(page, 1)).toBeVisible()
  expect(mailsTo(vendor.sales_rep_email).filter((mail) => mail.subject === unique)).toHaveLength(0)

  await goOnline(context)
  await expect(outboxButton(page, 1)).toBeHidden()
  await expectEachExactlyOnce({ to: vendor.sales_rep_email, subject: unique })
})

test("offline before the toasts' code is on the device, a share waits with the page as it was and is told sent once back online", async ({
  page,
  context,
}) => {
  const { vendorId, vendor } = await demoVendor(page.request)
  // The worker cannot precache without it either, so the page asks the network for it, offline.
  const toastCode = /\/assets\/toasts-[^/]*\.js$/
  await context.route(toastCode, (route) => route.abort('internetdisconnected'))
  await signInAs(page, await newBuyer(), DEMO_PASSWORD)
  await page.goto(`/company/${vendorId}`)
  const heading = page.getByRole('heading', { level: 1, name: vendor.name })
  await expect(heading).toBeVisible()

  // Nothing else is missing: the page and the share dialog came from the network.
  await page.getByRole('button', { name: BUYER_ACTION_TEXT.shareViaEmail }).click()
  const modal = dialog(page, BUYER_ACTION_TEXT.shareViaEmail)
  const address = uniqueEmail('toast-code-offline')
  await addRecipient(modal, address)
  await goOffline(context)
  await modal.getByRole('button', { name: BUYER_ACTION_TEXT.share, exact: true }).click()
  await expect(modal).toBeHidden()
  await expect(outboxButton(page, 1)).toBeVisible()
  await expect(heading).toBeVisible()
  await expect(page.getByText(OFFLINE_TEXT.needsConnectionTitle)).toHaveCount(0)

  await context.unroute(toastCode)
  await goOnline(context)
  // The toasts' code comes with the connection: what it tells is the outcome, the share sent (a
  // newer toast replaces the 'Saved' one it could not show offline).
  await expect(
    page.locator('ion-toast').filter({ hasText: OUTBOX_TEXT.sent(`Share ${vendor.name}`) }),
  ).toBeVisible()
  await expectEachExactlyOnce(address)
  await expect(heading).toBeVisible()
})

test('an invitation from the nudge banner made offline waits in the outbox and goes once', async ({
  page,
  context,
}) => {
  const { vendorId } = await demoVendor(page.request)
  const nudged = await vendorWithNudgeBanner(vendorId)
  await signInAs(page, await newBuyer(), DEMO_PASSWORD)
  await underServiceWorker(page)
  await page.goto(`/company/${nudged.id}`)
  await expect(page.getByRole('heading', { level: 1, name: nudged.name })).toBeVisible()

  await goOffline(context)
  const modal = await openInviteVendor(page)
  await expect(modal.getByLabel('Subject')).toHaveValue(
    `Join CPG Marketplace: buyers are looking for ${nudged.name}`,
  )
  const address = uniqueEmail('offline-invite')
  await addRecipient(modal, address)
  await expectNoSeriousA11yViolations(page)
  await modal.getByRole('button', { name: BUYER_ACTION_TEXT.invite, exact: true }).click()
  await expect(page.getByText(OFFLINE_TEXT.savedForLater).last()).toBeVisible()
  await expect(modal).toBeHidden()
  await expect(outboxButton(page, 1)).toBeVisible()
  expect(mailsTo(address)).toHaveLength(0)

  await goOnline(context)
  await expect(outboxButton(page, 1)).toBeHidden()
  await expectEachExactlyOnce(address)
})

test('two tabs offline: each item is sent once, by one of them', async ({ context }) => {
  const { vendorId, vendor } = await demoVendor(context.request)
  const first = await context.newPage()
  await signInAs(first, await newBuyer(), DEMO_PASSWORD)
  await underServiceWorker(first)
  await first.goto(`/company/${vendorId}`)
  await expect(first.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible()
  const second = await context.newPage()
  await second.goto(`/company/${vendorId}`)
  await expect(second.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible()

  await goOffline(context)
  const addresses = [uniqueEmail('tab-one'), uniqueEmail('tab-two'), uniqueEmail('tab-three')]
  await shareOffline(first, addresses[0] as string)
  await shareOffline(second, addresses[1] as string)
  await shareOffline(first, addresses[2] as string)
  await expect(second.getByRole('button', { name: OUTBOX_TEXT.button(3) })).toBeVisible()

  await goOnline(context)
  await expectEachExactlyOnce(...addresses)
  await expect(first.getByRole('button', { name: /^Outbox/ })).toBeHidden()
  await expect(second.getByRole('button', { name: /^Outbox/ })).toBeHidden()
})

test('a submission the server refuses on replay comes back as its form with the error', async ({
  page,
  context,
}) => {
  const { vendorId, vendor } = await demoVendor(page.request)
  await signInAs(page, await newBuyer(), DEMO_PASSWORD)
  await underServiceWorker(page)
  await page.goto(`/company/${vendorId}`)
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible()

  await goOffline(context)
  const address = uniqueEmail('refused')
  await shareOffline(page, address)
  // What the form's checks would stop: the kept body is spoiled where it is stored.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('outbox')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const store = open.result.transaction('items', 'readwrite').objectStore('items')
          const cursor = store.openCursor()
          cursor.onsuccess = () => {
            const item = cursor.result?.value
            if (!item) return resolve()
            const body = item.submission.body as Record<string, unknown>
            for (const [key, value] of Object.entries(body))
              if (Array.isArray(value)) body[key] = ['not-an-address']
            cursor.result?.update(item)
            resolve()
          }
        }
      }),
  )
  await goOnline(context)
  await outboxButton(page, 1).click()
  const outbox = dialog(page, OUTBOX_TEXT.title)
  await expect(outbox.getByText(OUTBOX_TEXT.state.refused)).toBeVisible()
  const form = outbox.getByRole('form')
  // The server's message is under the refused field, which says so to a screen reader too.
  const field = form.getByRole('textbox').first()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(/\S/)
  await expectNoSeriousA11yViolations(page)
  await field.fill(address)
  await form.getByRole('button', { name: OUTBOX_TEXT.fix }).click()
  await expectEachExactlyOnce(address)
  await expect(outbox.getByText(OUTBOX_TEXT.empty)).toBeVisible()
})

test('a burst of 30 random offline, online and reload steps with shares delivers each once', async ({
  page,
  context,
}) => {
  const { vendorId, vendor } = await demoVendor(page.request)
  await signInAs(page, await newBuyer(), DEMO_PASSWORD)
  await underServiceWorker(page)
  await page.goto(`/company/${vendorId}`)
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible()
  await persisted(page, vendor.name)

  let seed = 20261123
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
  let offline = false
  const sent: string[] = []
  for (let step = 0; step < 30; step++) {
    const roll = random()
    if (roll < 0.25) {
      offline = !offline
      await (offline ? goOffline(context) : goOnline(context))
    } else if (roll < 0.4) {
      await page.reload()
    } else {
      const address = uniqueEmail(`burst-${step}`)
      sent.push(address)
      await page.getByRole('button', { name: BUYER_ACTION_TEXT.shareViaEmail }).click()
      const modal = dialog(page, BUYER_ACTION_TEXT.shareViaEmail)
      await addRecipient(modal, address)
      await modal.getByRole('button', { name: BUYER_ACTION_TEXT.share, exact: true }).click()
      await expect(modal).toBeHidden()
    }
    await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible()
  }
  if (offline) await goOnline(context)
  expect(sent.length).toBeGreaterThan(10)
  await expect(page.getByRole('button', { name: /^Outbox/ })).toBeHidden({ timeout: 60_000 })
  await expectEachExactlyOnce(...sent)
})
