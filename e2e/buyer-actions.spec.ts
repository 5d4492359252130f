import type { Locator, Page } from '@playwright/test'
import { AUTH_TEXT } from '../src/app/features/auth/auth-texts.ts'
import { BUYER_ACTION_TEXT } from '../src/app/features/buyer-actions/buyer-action-texts.ts'
import { LOGIN_TO_RECOMMEND, NO_RESULTS } from '../src/app/features/search/search-messages.ts'
import { OFFLINE_TEXT } from '../src/app/offline/offline-texts.ts'
import { BUYER_ACTION_MESSAGES } from '../src/domain/buyer-actions.ts'
import { expectNoSeriousA11yViolations } from './accessibility.ts'
import { DEMO_PASSWORD, demoEmail, dialog } from './support/auth-ui.ts'
import { newBuyer } from './support/buyers.ts'
import { demoVendor } from './support/catalogue.ts'
import { sql, uniqueEmail, vendorWithNudgeBanner } from './support/database.ts'
import { openInviteVendor } from './support/invite-vendor.ts'
import { mailsTo, RECOMMENDATIONS_EMAIL, waitForMail } from './support/mailbox.ts'
import { goOffline, readyOffline } from './support/network.ts'
import { signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'

async function addRecipients(modal: Locator, label: string, typed: string) {
  await modal.getByLabel(label, { exact: true }).fill(typed)
  await modal.getByLabel(label, { exact: true }).press('Enter')
}

/** A new buyer signed in on the demo vendor's page. */
async function newBuyerOnDemoVendor(page: Page) {
  const demo = await demoVendor(page.request)
  await signInAs(page, await newBuyer(), DEMO_PASSWORD)
  await page.goto(`/company/${demo.vendorId}`)
  return demo
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true })

/**
 * Two taps on the button's centre sent together, as a quick double tap lands: both may reach the
 * form before it re-renders with the button disabled (docs/offline.md "Exactly once").
 */
async function doubleTap(page: Page, button: Locator) {
  // Scrolled into view, enabled and still (the modal has come in), without tapping yet.
  await button.tap({ trial: true })
  const box = await button.boundingBox()
  if (!box) throw new Error('The button is not on screen')
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
  await Promise.all([page.touchscreen.tap(x, y), page.touchscreen.tap(x, y)])
}

/** The statuses the app receives from now on for its writes to `path`. */
function answersTo(page: Page, path: RegExp): number[] {
  const statuses: number[] = []
  page.on('response', (response) => {
    const method = response.request().method()
    if ((method === 'POST' || method === 'PUT') && path.test(new URL(response.url()).pathname))
      statuses.push(response.status())
  })
  return statuses
}

/**
 * One record, one email in the server's outbox, sent, and one message in the SMTP sink: once the
 * only outbox row is sent, no second message can follow.
 */
async function expectOnce(
  records: Promise<{ n: number }[]>,
  mail: { to: string; subject?: string },
) {
  const subject = mail.subject ?? null
  await expect
    .poll(async () => {
      const rows = await sql<{ status: string }[]>`
        select status from outbox where ${mail.to} = any(string_to_array(to_address, ', '))
          and (${subject}::text is null or subject = ${subject})`
      return rows.map((row) => row.status)
    })
    .toEqual(['sent'])
  expect((await records)[0]?.n, `records for ${mail.to}`).toBe(1)
  const received = mailsTo(mail.to).filter((m) => subject === null || m.subject === subject)
  expect(received, `emails to ${mail.to}`).toHaveLength(1)
}

test('a buyer requests a quote for a tactic, copied to at most 5, taps Send twice and the sales rep receives it once', async ({
  page,
}) => {
  const { vendorId, vendor, tactic } = await demoVendor(page.request)
  await signInAs(page, await newBuyer(), DEMO_PASSWORD)
  await page.goto(`/company/${vendorId}/tactics/${tactic.id}?search_id=3`)
  await page.getByRole('button', { name: BUYER_ACTION_TEXT.requestQuote }).click()

  // The vendor's contacts receive it, named by the server: nobody types a To.
  const modal = dialog(page, BUYER_ACTION_TEXT.requestQuote)
  const to = modal.locator('.buyer-action-form__to')
  await expect(to).toContainText('(sales representative)')
  await expect(to).toContainText(`at ${vendor.name}`)
  await expect(modal.getByLabel('To', { exact: true })).toHaveCount(0)
  const copies = Array.from({ length: 6 }, (_, i) => uniqueEmail(`quote-cc-${i}`))
  await addRecipients(modal, 'Cc', copies.join(' '))
  await expect(modal.getByText(BUYER_ACTION_MESSAGES.tooManyCopies)).toBeVisible()
  await expect(modal.getByRole('listitem')).toHaveCount(5)
  await expect(modal.getByLabel('Cc', { exact: true })).toHaveValue(`${copies[5]} `)
  await modal.getByLabel('Cc', { exact: true }).fill('')
  const subject = modal.getByLabel('Subject')
  await expect(subject).toHaveValue(`Request a quote: ${tactic.name} by ${vendor.name}`)

  const unique = `Quote ${Date.now().toString(36)}`
  await subject.fill(unique)
  await expect(modal.getByText(`${unique.length} / 500`)).toBeVisible()
  const answers = answersTo(page, /^\/api\/v1\/request_quote\/\d+$/)
  await doubleTap(page, modal.getByRole('button', { name: BUYER_ACTION_TEXT.send }))
  await expect(toast(page, BUYER_ACTION_MESSAGES.quoteSent)).toBeVisible()
  await expect(modal).toBeHidden()

  const mail = await findMail(vendor.sales_rep_email, unique)
  expect(mail.subject).toBe(unique)
  expect(mail.text).toContain(tactic.name)
  await expectOnce(
    sql`select count(*)::int as n from quote_requests where email_subject = ${unique}`,
    {
      to: vendor.sales_rep_email,
      subject: unique,
    },
  )
  expect(
    answers.every((status) => status < 300),
    `answers ${answers}`,
  ).toBe(true)
})

/** The message to an address with this subject, among several (both viewports send one). */
async function findMail(address: string, subject: string) {
  for (let count = 1; count < 20; count++) {
    const mail = await waitForMail(address, count)
    if (mail.subject === subject) return mail
  }
  throw new Error(`No "${subject}" to ${address}`)
}

test('a buyer shares a vendor with two addresses, tapping Share twice, and each gets it once', async ({
  page,
}) => {
  const { vendorId, vendor } = await newBuyerOnDemoVendor(page)
  await page.getByRole('button', { name: BUYER_ACTION_TEXT.shareViaEmail }).click()
  const modal = dialog(page, BUYER_ACTION_TEXT.shareViaEmail)
  const share = modal.getByRole('button', { name: BUYER_ACTION_TEXT.share, exact: true })
  await expect(share).toBeDisabled()

  await addRecipients(modal, 'To', 'not-an-address')
  await expect(modal.getByText(BUYER_ACTION_MESSAGES.emailIncorrect)).toBeVisible()
  const first = uniqueEmail('share-one')
  const second = uniqueEmail('share-two')
  await addRecipients(modal, 'To', `${first}, ${second}`)
  await addRecipients(modal, 'To', first)
  await expect(modal.getByText(`${first} ${BUYER_ACTION_MESSAGES.alreadyAdded}`)).toBeVisible()
  await modal.getByLabel('To', { exact: true }).fill('')
  await expect(modal.getByRole('listitem')).toHaveCount(2)
  // A third address, tapped away again by its chip's remove button.
  const third = uniqueEmail('share-three')
  await addRecipients(modal, 'To', third)
  await expect(modal.getByRole('listitem')).toHaveCount(3)
  await modal.getByRole('button', { name: `Remove ${third}` }).tap()
  await expect(modal.getByRole('listitem')).toHaveCount(2)
  await expect(modal.getByText(third)).toHaveCount(0)
  await modal.getByLabel('Message (optional)').fill('Worth a look\nfor the spring launch')
  await expect(modal.getByText('34 / 4000')).toBeVisible()

  const answers = answersTo(page, /\/share_via_email$/)
  await doubleTap(page, share)
  await expect(toast(page, BUYER_ACTION_MESSAGES.emailSent)).toBeVisible()
  for (const address of [first, second]) {
    const mail = await waitForMail(address)
    expect(mail.subject).toContain(vendor.name)
    expect(mail.text).toContain('Worth a look')
    expect(mail.links.some((link) => link.endsWith(`/company/${vendorId}`))).toBe(true)
    await expectOnce(sql`select count(*)::int as n from shares where ${address} = any(emails)`, {
      to: address,
    })
  }
  expect(
    answers.every((status) => status < 300),
    `answers ${answers}`,
  ).toBe(true)
})

test('pasted and typed recipient lists become one chip per address, never one merged address', async ({
  page,
  context,
}) => {
  await newBuyerOnDemoVendor(page)
  await page.getByRole('button', { name: BUYER_ACTION_TEXT.shareViaEmail }).click()
  const modal = dialog(page, BUYER_ACTION_TEXT.shareViaEmail)
  const to = modal.getByLabel('To', { exact: true })
  const chips = modal.getByRole('listitem')

  // A list copied from elsewhere and pasted as a person does.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.evaluate(() => navigator.clipboard.writeText('a@x.com, b@y.com'))
  await to.focus()
  await page.keyboard.press('ControlOrMeta+V')
  await expect(chips).toHaveText(['a@x.com', 'b@y.com'])
  await expect(to).toHaveValue('')

  // Typed on: a bad address stays to correct, and the next one is a chip of its own.
  await to.pressSequentially('bob@ex, carol@x.com;')
  await expect(chips).toHaveText(['a@x.com', 'b@y.com', 'carol@x.com'])
  await expect(to).toHaveValue('bob@ex ')
  await expect(modal.getByText(BUYER_ACTION_MESSAGES.emailIncorrect)).toBeVisible()
})

// Ionic announces a sheet presented before it shows it when nothing slides (less motion): the toast
// must move once the sheet appears either way.
for (const motion of ['no-preference', 'reduce'] as const) {
  test.describe(`${motion === 'reduce' ? 'less' : 'default'} motion`, () => {
    test.use({ reducedMotion: motion })

    test('a toast still showing when the quote sheet opens moves above it, clear of Send', async ({
      page,
      context,
    }) => {
      await newBuyerOnDemoVendor(page)
      await readyOffline(page)
      const quote = dialog(page, BUYER_ACTION_TEXT.requestQuote)
      const send = quote.getByRole('button', { name: BUYER_ACTION_TEXT.send })
      await page.getByRole('button', { name: BUYER_ACTION_TEXT.requestQuote }).click()
      await expect(send).toBeVisible()
      await quote.getByRole('button', { name: 'Close' }).click()
      await expect(quote).toBeHidden()
      // Offline, the share is kept and its toast shows at the bottom once the sheet has gone.
      await page.getByRole('button', { name: BUYER_ACTION_TEXT.shareViaEmail }).click()
      const share = dialog(page, BUYER_ACTION_TEXT.shareViaEmail)
      await addRecipients(share, 'To', uniqueEmail('toast-then-quote'))
      await goOffline(context)
      await share.getByRole('button', { name: BUYER_ACTION_TEXT.share, exact: true }).click()
      const saved = toast(page, OFFLINE_TEXT.savedForLater)
      await expect(saved).toBeVisible()
      await expect(share).toBeHidden()

      await page.getByRole('button', { name: BUYER_ACTION_TEXT.requestQuote }).click()
      await expect(send).toBeInViewport()
      await expect(saved).toBeVisible()
      await expect(async () => {
        const [toastBox, sendBox] = [await saved.boundingBox(), await send.boundingBox()]
        expect(toastBox && sendBox && toastBox.y + toastBox.height).toBeLessThan(sendBox?.y ?? 0)
      }).toPass()
    })
  })
}

test('a buyer invites a vendor from the nudge banner', async ({ page }) => {
  const { vendorId } = await demoVendor(page.request)
  const nudged = await vendorWithNudgeBanner(vendorId)
  const { user } = await signInAs(page, await newBuyer(), DEMO_PASSWORD)
  await page.goto(`/company/${nudged.id}`)
  const modal = await openInviteVendor(page)
  await expect(modal.getByLabel('Subject')).toHaveValue(
    new RegExp(nudged.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  )
  await expect(modal.getByLabel('Message')).toHaveValue(
    new RegExp(`${user.first_name} ${user.last_name}, ${user.job_title}`),
  )
  const invite = modal.getByRole('button', { name: BUYER_ACTION_TEXT.invite })
  await expect(invite).toBeDisabled()
  const address = uniqueEmail('nudged')
  await addRecipients(modal, 'To', address)
  await expectNoSeriousA11yViolations(page)
  await invite.click()
  await expect(toast(page, BUYER_ACTION_MESSAGES.emailSent)).toBeVisible()
  const mail = await waitForMail(address)
  expect(mail.links.some((link) => link.endsWith(`/company/${nudged.id}`))).toBe(true)
})

test('a buyer recommends a missing vendor from an empty search, tapping Recommend twice, once', async ({
  page,
}) => {
  await signInAs(page, await newBuyer(), DEMO_PASSWORD)
  await page.goto('/search?tab=vendors&keyword=%22qqxqqzz%22')
  await expect(page.getByText(NO_RESULTS.vendors)).toBeVisible()
  await page.getByRole('button', { name: BUYER_ACTION_TEXT.recommendVendor }).click()
  const modal = dialog(page, BUYER_ACTION_TEXT.recommendVendor)
  await modal.getByRole('button', { name: BUYER_ACTION_TEXT.recommend }).click()
  await expect(modal.getByText(BUYER_ACTION_MESSAGES.companyNameRequired)).toBeVisible()
  await expect(modal.getByText(BUYER_ACTION_MESSAGES.companyWebsiteRequired)).toBeVisible()
  const name = `Qqxqqzz ${Date.now().toString(36)}`
  await modal.getByLabel('Company name').fill(name)
  await modal.getByLabel('Company website').fill('sales@qqxqqzz.example')
  await modal.getByRole('button', { name: BUYER_ACTION_TEXT.recommend }).click()
  await expect(modal.getByText('Please enter a valid website address')).toBeVisible()
  await modal.getByLabel('Company website').fill('qqxqqzz.example')
  const answers = answersTo(page, /\/recommend_vendor$/)
  await doubleTap(page, modal.getByRole('button', { name: BUYER_ACTION_TEXT.recommend }))
  await expect(toast(page, BUYER_ACTION_MESSAGES.recommended)).toBeVisible()
  const subject = `Recommended vendor ${name}`
  const mail = await findMail(RECOMMENDATIONS_EMAIL, subject)
  expect(mail.text).toContain('Company website: qqxqqzz.example')
  await expectOnce(
    sql`select count(*)::int as n from recommendations where vendor_name = ${name}`,
    {
      to: RECOMMENDATIONS_EMAIL,
      subject,
    },
  )
  expect(
    answers.every((status) => status < 300),
    `answers ${answers}`,
  ).toBe(true)
})

test('a visitor logs in to recommend and the recommend modal opens after login', async ({
  page,
}) => {
  await page.goto('/?keyword=%22qqxqqzz%22')
  await expect(page.getByText(NO_RESULTS.tactics)).toBeVisible()
  await page.getByRole('button', { name: LOGIN_TO_RECOMMEND }).click()
  const login = dialog(page, AUTH_TEXT.loginTitle)
  await login.getByLabel(AUTH_TEXT.workEmail).fill(demoEmail('cpg_user'))
  await login.getByLabel(AUTH_TEXT.password, { exact: true }).fill(DEMO_PASSWORD)
  await login.getByRole('button', { name: AUTH_TEXT.logInButton }).click()

  const modal = dialog(page, BUYER_ACTION_TEXT.recommendTactic)
  await expect(modal).toBeVisible()
  const tactic = `Cart talkers ${Date.now().toString(36)}`
  await modal.getByLabel('Tactic name').fill(tactic)
  await modal.getByLabel('Company website').fill('https://cart.example')
  await modal.getByRole('button', { name: BUYER_ACTION_TEXT.recommend }).click()
  await expect(toast(page, BUYER_ACTION_MESSAGES.recommended)).toBeVisible()
  await findMail(RECOMMENDATIONS_EMAIL, `Recommended tactic ${tactic}`)
})
