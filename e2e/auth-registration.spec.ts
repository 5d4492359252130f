import type { Page } from '@playwright/test'
import { AUTH_TEXT } from '../src/app/features/auth/auth-texts.ts'
import { MEMBER_TEXT, MEMBER_TOASTS } from '../src/app/features/members/member-messages.ts'
import { WELCOME_TEXT } from '../src/app/features/welcome/welcome-texts.ts'
import { PASSWORD_RULE_TEXT } from '../src/domain/fields.ts'
import { JOIN_REQUEST_TEXT } from '../src/domain/join-request-messages.ts'
import { expectNoSeriousA11yViolations } from './accessibility.ts'
import { accountNav, DEMO_PASSWORD, demoEmail, dialog } from './support/auth-ui.ts'
import { companyOf, uniqueEmail } from './support/database.ts'
import { tapToCheck } from './support/ionic-choice.ts'
import { linkTo, type Mail, mailsTo, waitForMail } from './support/mailbox.ts'
import { signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'

const PASSWORD = 'New-member1!'

type Details = {
  email: string
  company: string
  website: string
  role: typeof AUTH_TEXT.roleCpg | typeof AUTH_TEXT.roleVendor
}

/** Opens registration from the header and completes step one. */
async function fillDetails(page: Page, details: Details) {
  await accountNav(page)
    .getByRole('link', { name: /^Register/ })
    .click()
  const register = dialog(page, AUTH_TEXT.registerTitle)
  await expect(register.getByRole('heading', { name: /Step 1 of 3/ })).toBeVisible()
  await register.getByLabel(AUTH_TEXT.firstName).fill('Reg')
  await register.getByLabel(AUTH_TEXT.lastName).fill('Istrant')
  await register.getByLabel(AUTH_TEXT.workEmail).fill(details.email)
  await register.getByLabel(AUTH_TEXT.companyName).fill(details.company)
  await register.getByLabel(AUTH_TEXT.companyWebsite).fill(details.website)
  const next = register.getByRole('button', { name: AUTH_TEXT.continue })
  await expect(next).toBeDisabled()
  await tapToCheck(register.getByRole('radio', { name: details.role }))
  await expect(next).toBeDisabled()
  await tapToCheck(register.getByRole('checkbox', { name: AUTH_TEXT.agreeToTerms }))
  await expect(next).toBeEnabled()
  return register
}

async function fillPassword(register: ReturnType<typeof dialog>) {
  await register.getByLabel(AUTH_TEXT.jobTitle).fill('Brand Manager')
  await register.getByLabel(AUTH_TEXT.password, { exact: true }).fill(PASSWORD)
  await register.getByLabel(AUTH_TEXT.passwordConfirmation).fill(PASSWORD)
}

function uniqueCompany(kind: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return { company: `${kind} ${id}`, website: `https://${kind.toLowerCase()}-${id}.example` }
}

test('a CPG marketer registers in three steps and the emailed link brings back their search', async ({
  page,
}) => {
  const email = uniqueEmail('cpg')
  await page.goto('/search?keyword=sampling')
  const register = await fillDetails(page, {
    email,
    ...uniqueCompany('Brands'),
    role: AUTH_TEXT.roleCpg,
  })
  await register.getByRole('button', { name: AUTH_TEXT.continue }).click()

  await expect(register.getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible()
  await expect(register.getByText(AUTH_TEXT.notRegisteredYet)).toHaveCount(0)
  await expect(register.getByText(PASSWORD_RULE_TEXT)).toBeVisible()
  await register.getByLabel(AUTH_TEXT.jobTitle).fill('Brand Manager')
  await register.getByRole('button', { name: AUTH_TEXT.back }).click()
  await expect(register.getByLabel(AUTH_TEXT.workEmail)).toHaveValue(email)
  await register.getByRole('button', { name: AUTH_TEXT.continue }).click()
  await expect(register.getByLabel(AUTH_TEXT.jobTitle)).toHaveValue('Brand Manager')
  await fillPassword(register)
  await register.getByRole('button', { name: AUTH_TEXT.continue }).click()

  await expect(register.getByRole('heading', { name: /Step 3 of 3/ })).toBeVisible()
  await expect(register).toContainText(AUTH_TEXT.verifyText(email))
  await register.getByRole('button', { name: AUTH_TEXT.resendEmail }).click()
  await expect(register.getByText(AUTH_TEXT.emailResent(email))).toBeVisible()
  // Said inside the dialog: the page around a modal dialog, a toast too, is inert.
  await register.getByRole('status').getByRole('button', { name: 'Close' }).click()
  await expect(register.getByText(AUTH_TEXT.emailResent(email))).toHaveCount(0)
  await register.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByText(AUTH_TEXT.pleaseVerify)).toBeVisible()

  const mail = await waitForMail(email)
  const landed = await page.goto(linkTo(mail, '/auth/confirmation'))
  const codeLink = new URL(landed?.url() as string)
  expect(codeLink.searchParams.get('code')).toBeTruthy()
  expect(codeLink.searchParams.has('access-token')).toBe(false)
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/search' &&
      url.searchParams.get('keyword') === 'sampling' &&
      !url.searchParams.has('code'),
  )
  await expect(accountNav(page)).toContainText('Reg Istrant')
})

test('a vendor of a new company registers, becomes its admin and lands on the Welcome page', async ({
  page,
}) => {
  const email = uniqueEmail('vendor')
  await page.goto('/')
  const register = await fillDetails(page, {
    email,
    ...uniqueCompany('Media'),
    role: AUTH_TEXT.roleVendor,
  })
  await register.getByRole('button', { name: AUTH_TEXT.continue }).click()
  await expect(register.getByText(AUTH_TEXT.notRegisteredYet)).toBeVisible()
  await expect(register.getByRole('radio')).toHaveCount(0)
  await fillPassword(register)
  await register.getByRole('button', { name: AUTH_TEXT.continue }).click()
  await expect(register).toContainText(AUTH_TEXT.firstAdminText)

  const mail = await waitForMail(email)
  await page.goto(linkTo(mail, '/auth/confirmation'))
  await expect(page).toHaveURL((url) => url.pathname === '/company')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(WELCOME_TEXT.title)
  await expect(page.getByText(WELCOME_TEXT.lead)).toBeVisible()
  await expect(page.getByRole('link', { name: WELCOME_TEXT.createCompany })).toHaveAttribute(
    'href',
    '/company/create',
  )
})

test('a company of a similar name at another domain is offered, not chosen for the registrant', async ({
  page,
}) => {
  const existing = await companyOf(demoEmail('vendor_admin'))
  await page.goto('/')
  const register = await fillDetails(page, {
    email: uniqueEmail('lookalike'),
    company: existing.name.slice(0, -1),
    website: uniqueCompany('Lookalike').website,
    role: AUTH_TEXT.roleVendor,
  })
  await register.getByRole('button', { name: AUTH_TEXT.continue }).click()
  const escaped = existing.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  await expect(register.getByRole('radio', { name: new RegExp(escaped) })).not.toBeChecked()
  await expect(register.getByRole('radio', { checked: true })).toHaveCount(0)
  await expect(register.getByText(AUTH_TEXT.yourCompany, { exact: true })).toHaveCount(0)
  await fillPassword(register)
  const next = register.getByRole('button', { name: AUTH_TEXT.continue })
  await expect(next).toBeDisabled()
  await tapToCheck(register.getByRole('radio', { name: AUTH_TEXT.notListed }))
  await expect(next).toBeEnabled()
})

test('a registrant of a known company chooses it, then waits for its admins, who decline', async ({
  page,
  browser,
}) => {
  const existing = await companyOf(demoEmail('vendor_admin'))
  const email = uniqueEmail('colleague')
  await page.goto('/sign-up')
  const register = dialog(page, AUTH_TEXT.registerTitle)
  await expect(register).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await fillDetails(page, {
    email,
    company: existing.name,
    website: existing.website,
    role: AUTH_TEXT.roleVendor,
  })
  await register.getByRole('button', { name: AUTH_TEXT.continue }).click()

  const choices = register.getByRole('radio')
  const yours = register.getByRole('radio', { name: new RegExp(AUTH_TEXT.yourCompany) })
  await expect(yours).toBeChecked()
  await expect(choices.first()).toBeChecked()
  expect(await choices.count()).toBeLessThanOrEqual(4)
  await expect(register.getByLabel(AUTH_TEXT.notListedName)).toHaveCount(0)
  await tapToCheck(register.getByRole('radio', { name: AUTH_TEXT.notListed }))
  await expect(register.getByLabel(AUTH_TEXT.notListedName)).toHaveValue(existing.name)
  await expectNoSeriousA11yViolations(page)
  await tapToCheck(yours)
  await fillPassword(register)
  await register.getByRole('button', { name: AUTH_TEXT.continue }).click()
  await expect(register.getByRole('heading', { name: /Step 3 of 3/ })).toBeVisible()
  await expect(register).not.toContainText(AUTH_TEXT.firstAdminText)

  // The company has members: the registrant signs in but waits for its admins.
  await register.getByRole('button', { name: 'Close' }).click()
  await page.goto(linkTo(await waitForMail(email), '/auth/confirmation'))
  await expect(page).toHaveURL((url) => url.pathname === '/company')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOIN_REQUEST_TEXT.waitingTitle)
  await expect(page.getByText(JOIN_REQUEST_TEXT.waiting(existing.name))).toBeVisible()
  // Meanwhile the marketplace is open to them.
  await expect(
    page.getByRole('link', { name: JOIN_REQUEST_TEXT.browseMarketplace }),
  ).toHaveAttribute('href', '/search')
  await page.screenshot({ path: test.info().outputPath('waiting-for-approval.png') })

  // Its admins are asked by email and decide in the members section.
  const askingMail = () => mailsTo(demoEmail('vendor_admin')).find((m) => m.text.includes(email))
  await expect.poll(askingMail, { timeout: 20_000 }).toBeTruthy()
  const asked = askingMail() as Mail
  const adminContext = await browser.newContext({ viewport: page.viewportSize() })
  const admin = await adminContext.newPage()
  await signInAs(admin, demoEmail('vendor_admin'), DEMO_PASSWORD)
  await admin.goto(`${new URL(linkTo(asked, '/company/')).pathname}#invite-members`)
  const row = admin.getByRole('listitem').filter({ hasText: email })
  await expect(row).toContainText(MEMBER_TEXT.asksToJoin)
  await admin.screenshot({ path: test.info().outputPath('join-request-row.png'), fullPage: true })
  await row.getByRole('button', { name: `${MEMBER_TEXT.decline} Reg Istrant` }).click()
  await expect(admin.getByText(MEMBER_TOASTS.joinDeclined('Reg Istrant'))).toBeVisible()
  await expect(row).toHaveCount(0)
  await adminContext.close()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOIN_REQUEST_TEXT.declinedTitle)
})
