import * as OTPAuth from 'otpauth'
import { ACCOUNT_TEXT, ACCOUNT_TOASTS } from '../src/app/features/account/account-messages.ts'
import { TWO_FACTOR_TEXT, TWO_FACTOR_TOASTS } from '../src/app/features/account/two-factor-text.ts'
import { AUTH_TEXT } from '../src/app/features/auth/auth-texts.ts'
import {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_FIELD,
  TWO_FACTOR_MESSAGES,
} from '../src/domain/two-factor.ts'
import { expectNoSeriousA11yViolations } from './accessibility.ts'
import { accountNav, dialog, recoveryDialogFor } from './support/auth-ui.ts'
import { createUser } from './support/database.ts'
import { linkTo, waitForMail } from './support/mailbox.ts'
import { signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'
import { expectToast } from './support/toasts.ts'

const PASSWORD = 'Two-factor-pass1!'
const CHANGED_PASSWORD = 'Changed-pass2@'
const RESET_PASSWORD = 'Reset-pass3#'

/** The authenticator app: the code of the step `steps` from now. */
const codeOf = (secret: string, steps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  })

async function screenshot(page: import('@playwright/test').Page, name: string) {
  await page.screenshot({
    path: `/tmp/acc/shots/${name}-${page.viewportSize()?.width}.png`,
  })
}

/** Turns two-factor sign-in on from Profile Settings; answers the key and the recovery codes. */
async function turnOn(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: TWO_FACTOR_TEXT.turnOn }).click()
  const setup = dialog(page, TWO_FACTOR_TEXT.setupTitle)
  await expect(setup.getByRole('img', { name: TWO_FACTOR_TEXT.qrAlt })).toBeVisible()
  const key = (await setup.locator('.two-factor__key code').innerText()).replace(/\s/g, '')
  expect(key).toMatch(/^[A-Z2-7]{32}$/)
  await screenshot(page, 'two-factor-setup')

  await setup.getByLabel(TWO_FACTOR_TEXT.codeLabel).fill('000000')
  await setup.getByLabel(ACCOUNT_TEXT.confirmPassword).fill(PASSWORD)
  await setup.getByRole('button', { name: TWO_FACTOR_TEXT.confirm }).click()
  await expect(setup.getByText(TWO_FACTOR_MESSAGES.codeInvalid)).toBeVisible()
  await setup.getByLabel(TWO_FACTOR_TEXT.codeLabel).fill(codeOf(key))
  await setup.getByRole('button', { name: TWO_FACTOR_TEXT.confirm }).click()

  const saved = setup
  await expect(saved.getByRole('heading', { name: TWO_FACTOR_TEXT.recoveryTitle })).toBeVisible()
  const codes = saved
    .getByRole('list', { name: TWO_FACTOR_TEXT.recoveryListLabel })
    .getByRole('listitem')
  await expect(codes).toHaveCount(RECOVERY_CODE_COUNT)
  await expectToast(page, TWO_FACTOR_TOASTS.turnedOn)
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'two-factor-recovery-codes')
  const recovery = await codes.allInnerTexts()
  await saved.getByRole('button', { name: TWO_FACTOR_TEXT.done }).click()
  await expect(saved).toBeHidden()
  await expect(page.getByText(TWO_FACTOR_TEXT.on)).toBeVisible()
  return { key, recovery }
}

/** A new buyer, signed in, who turns two-factor sign-in on from Profile Settings. */
async function buyerWithTwoFactor(page: import('@playwright/test').Page) {
  const { email } = await createUser({
    role: 'cpg_user',
    password: PASSWORD,
    companyOf: 'buyer@demo.example',
  })
  await signInAs(page, email, PASSWORD)
  await page.goto('/account')
  await expect(page.getByText(TWO_FACTOR_TEXT.off)).toBeVisible()
  return { email, ...(await turnOn(page)) }
}

async function logInWithCode(page: import('@playwright/test').Page, email: string, code: string) {
  await accountNav(page).getByRole('link', { name: 'Log in' }).click()
  const login = dialog(page, AUTH_TEXT.loginTitle)
  await login.getByLabel(AUTH_TEXT.workEmail).fill(email)
  await login.getByLabel(AUTH_TEXT.password, { exact: true }).fill(PASSWORD)
  await login.getByRole('button', { name: AUTH_TEXT.logInButton }).click()
  const codeField = login.getByLabel(SECOND_FACTOR_FIELD.label)
  await expect(codeField).toBeVisible({ timeout: 30_000 })
  await screenshot(page, 'two-factor-log-in')
  await codeField.fill(code)
  await login.getByRole('button', { name: AUTH_TEXT.logInButton }).click()
  await expect(login).toBeHidden({ timeout: 30_000 })
}

test('a user turns on two-factor sign-in, then signs in with a code and with a recovery code', async ({
  page,
}) => {
  const { email, key, recovery } = await buyerWithTwoFactor(page)

  await page.evaluate(() => indexedDB.deleteDatabase('keyval-store'))
  await page.goto('/')
  await logInWithCode(page, email, codeOf(key, 1))
  await expect(page).toHaveURL((url) => url.pathname === '/search')

  await page.evaluate(() => indexedDB.deleteDatabase('keyval-store'))
  await page.goto('/')
  await logInWithCode(page, email, recovery[0] as string)
  await expect(page).toHaveURL((url) => url.pathname === '/search')
})

test('a super_admin without two-factor sign-in is sent to set it up and can do nothing else first', async ({
  page,
}) => {
  const { email } = await createUser({
    role: 'super_admin',
    password: PASSWORD,
    companyOf: 'buyer@demo.example',
  })
  await signInAs(page, email, PASSWORD)
  await page.goto('/search')
  await expect(page).toHaveURL((url) => url.pathname === '/account')
  await expect(page.getByText(TWO_FACTOR_MESSAGES.setupRequired)).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'two-factor-required')
  await turnOn(page)
  await page.goto('/search')
  await expect(page).toHaveURL((url) => url.pathname === '/search')
})

test('with two-factor sign-in on, a password change and an emailed reset link both ask for the code', async ({
  page,
}) => {
  const { email, key, recovery: recoveryCodes } = await buyerWithTwoFactor(page)

  await page.getByRole('button', { name: ACCOUNT_TEXT.changePassword }).click()
  const change = dialog(page, ACCOUNT_TEXT.changePassword)
  await change.getByLabel('Current password').fill(PASSWORD)
  await change.getByLabel('New password', { exact: true }).fill(CHANGED_PASSWORD)
  await change.getByLabel('Confirm new password').fill(CHANGED_PASSWORD)
  await change.getByRole('button', { name: ACCOUNT_TEXT.changePassword }).click()
  await expect(change.getByText(TWO_FACTOR_MESSAGES.codeRequired)).toBeVisible()
  await change.getByLabel(SECOND_FACTOR_FIELD.label).fill(codeOf(key, 1))
  await change.getByRole('button', { name: ACCOUNT_TEXT.changePassword }).click()
  await expectToast(page, ACCOUNT_TOASTS.passwordChanged)

  await page.evaluate(() => indexedDB.deleteDatabase('keyval-store'))
  const recovery = await recoveryDialogFor(page, email)
  await recovery.getByRole('button', { name: AUTH_TEXT.recoverySend }).click()
  await expect(recovery.getByRole('heading', { name: AUTH_TEXT.checkEmailTitle })).toBeVisible()

  // The link alone opens no session: the dialog asks for the code before the new password.
  await page.goto(linkTo(await waitForMail(email), '/auth/password/edit'))
  await expect(page).toHaveURL((url) => url.pathname === '/reset-password' && url.search === '')
  const reset = dialog(page, AUTH_TEXT.resetTitle)
  await expect(reset.getByText(AUTH_TEXT.resetSecondFactorLead)).toBeVisible()
  await expect(reset.getByLabel(AUTH_TEXT.newPassword)).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await screenshot(page, 'two-factor-reset-link')
  await reset.getByLabel(SECOND_FACTOR_FIELD.label).fill('000000')
  await reset.getByRole('button', { name: AUTH_TEXT.continue }).click()
  await expect(reset.getByText(TWO_FACTOR_MESSAGES.codeInvalid)).toBeVisible()
  // The next step's code went to the password change: a recovery code stands in.
  await reset.getByLabel(SECOND_FACTOR_FIELD.label).fill(recoveryCodes[0] as string)
  await reset.getByRole('button', { name: AUTH_TEXT.continue }).click()
  await reset.getByLabel(AUTH_TEXT.newPassword).fill(RESET_PASSWORD)
  await reset.getByLabel(AUTH_TEXT.passwordConfirmation).fill(RESET_PASSWORD)
  await reset.getByRole('button', { name: AUTH_TEXT.resetSubmit }).click()
  await expect(reset.getByText(AUTH_TEXT.resetDoneText)).toBeVisible()
})
