import { AUTH_TEXT } from '../src/app/features/auth/auth-texts.ts'
import { MENU_TEXT } from '../src/app/ui/account-menu-items.ts'
import { MESSAGES, PASSWORD_RULE_TEXT } from '../src/domain/fields.ts'
import { expectNoSeriousA11yViolations } from './accessibility.ts'
import {
  accountNav,
  alertDialog,
  chooseMenuItem,
  DEMO_PASSWORD,
  demoEmail,
  dialog,
  logIn,
  recoveryDialogFor,
} from './support/auth-ui.ts'
import { createUser } from './support/database.ts'
import { linkTo, waitForMail } from './support/mailbox.ts'
import { apiSignIn } from './support/session.ts'
import { expectSheetFitsContent } from './support/sheet.ts'
import { expect, test } from './support/test.ts'

const OLD_PASSWORD = 'Old-pass1!'
const NEW_PASSWORD = 'New-pass2@'

test('a user recovers a forgotten password by email, sets a new one and logs in with it', async ({
  page,
  browser,
}) => {
  const { email } = await createUser({
    role: 'cpg_user',
    password: OLD_PASSWORD,
    companyOf: demoEmail('cpg_user'),
  })
  const recovery = await recoveryDialogFor(page, email)
  await recovery.getByRole('button', { name: AUTH_TEXT.recoverySend }).click()
  await expect(recovery.getByRole('heading', { name: AUTH_TEXT.checkEmailTitle })).toBeVisible()
  await expect(recovery).toContainText(AUTH_TEXT.checkEmailText(email))

  const landed = await page.goto(linkTo(await waitForMail(email), '/auth/password/edit'))
  // The link's redirect carries a one-time code and no session value; the app spends the code.
  const codeLink = new URL(landed?.url() as string)
  expect(codeLink.searchParams.get('code')).toBeTruthy()
  expect(codeLink.searchParams.has('access-token')).toBe(false)
  await expect(page).toHaveURL((url) => url.pathname === '/reset-password' && url.search === '')
  const reset = dialog(page, AUTH_TEXT.resetTitle)
  const submit = reset.getByRole('button', { name: AUTH_TEXT.resetSubmit })
  await expectSheetFitsContent(reset, submit)
  await reset.getByLabel(AUTH_TEXT.newPassword).fill('weakpassword')
  await submit.click()
  await expect(reset.getByText(MESSAGES.passwordWeak)).toBeVisible()
  await expect(reset.getByText(PASSWORD_RULE_TEXT)).toHaveCount(0)
  await reset.getByLabel(AUTH_TEXT.newPassword).fill(NEW_PASSWORD)
  await expect(reset.getByText(MESSAGES.passwordWeak)).toHaveCount(0)
  await reset.getByLabel(AUTH_TEXT.passwordConfirmation).fill('New-pass2?')
  await submit.click()
  await expect(reset.getByText(MESSAGES.passwordConfirmationMismatch)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await reset.getByLabel(AUTH_TEXT.passwordConfirmation).fill(NEW_PASSWORD)
  await submit.click()
  await expect(reset.getByText(AUTH_TEXT.resetDoneText)).toBeVisible()
  await reset.getByRole('button', { name: AUTH_TEXT.continue }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/search')

  await chooseMenuItem(page, MENU_TEXT.logout)
  await alertDialog(page, AUTH_TEXT.logoutTitle)
    .getByRole('button', { name: AUTH_TEXT.submit })
    .click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await logIn(page, email, NEW_PASSWORD)
  await expect(page).toHaveURL((url) => url.pathname === '/search')

  // The spent code opens nothing a second time, even in a fresh browser.
  const stranger = await browser.newPage()
  await stranger.goto(codeLink.toString())
  await expect(dialog(stranger, AUTH_TEXT.recoveryTitle)).toBeVisible()
  await expect(accountNav(stranger).getByRole('link', { name: 'Log in' })).toBeVisible()
  await stranger.close()
})

test('closing the reset dialog before saving logs the link’s session out', async ({ page }) => {
  const { email } = await createUser({
    role: 'cpg_user',
    password: OLD_PASSWORD,
    companyOf: demoEmail('cpg_user'),
  })
  const asked = await page.request.post('/api/v1/auth/password', { data: { email } })
  expect(asked.ok()).toBe(true)
  await page.goto(linkTo(await waitForMail(email), '/auth/password/edit'))
  const reset = dialog(page, AUTH_TEXT.resetTitle)
  await expect(reset).toBeVisible()
  await reset.getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(accountNav(page).getByRole('link', { name: 'Log in' })).toBeVisible()
})

test('/reset-password without a link opens the recovery dialog', async ({ page }) => {
  await page.goto('/reset-password')
  await expect(dialog(page, AUTH_TEXT.recoveryTitle)).toBeVisible()
})

test('a URL carrying session values signs nobody in', async ({ page, request }) => {
  const { headers } = await apiSignIn(request, demoEmail('cpg_user'), DEMO_PASSWORD)
  await page.goto(`/reset-password?${new URLSearchParams(headers)}`)
  await expect(dialog(page, AUTH_TEXT.recoveryTitle)).toBeVisible()
  await expect(accountNav(page).getByRole('link', { name: 'Log in' })).toBeVisible()
})
