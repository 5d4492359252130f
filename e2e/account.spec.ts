import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { ACCOUNT_TEXT, ACCOUNT_TOASTS } from '../src/app/features/account/account-messages.ts'
import { SOMETHING_WENT_WRONG } from '../src/app/ui/common-messages.ts'
import { ACCOUNT_MESSAGES, PROFILE_PICTURE_WRONG_FORMAT } from '../src/domain/account-schemas.ts'
import { MESSAGES, PASSWORD_INPUT_MAX, PASSWORD_RULE_TEXT } from '../src/domain/fields.ts'
import type { CompanyType } from '../src/domain/roles.ts'
import { expectNoSeriousA11yViolations } from './accessibility.ts'
import { accountNav, alertDialog, DEMO_PASSWORD, demoEmail, dialog } from './support/auth-ui.ts'
import { approveJoinRequest } from './support/database.ts'
import { landscapePng } from './support/images.ts'
import { chooseOption, ionSelect } from './support/ion-select.ts'
import { linkTo, waitForMail } from './support/mailbox.ts'
import { apiSignIn, authHeaders, signInAs } from './support/session.ts'
import { expectSheetFitsContent } from './support/sheet.ts'
import { runClockUntil, stopClock } from './support/stopped-clock.ts'
import { expect, test } from './support/test.ts'
import { expectToast } from './support/toasts.ts'

const PASSWORD = 'Start-pass1!'

type NewAccount = { email: string; password: string; firstName: string; lastName: string }

/**
 * A fresh account made the way a user makes one: registered through the API and confirmed from
 * the emailed link. It gets a company of its own unless `companyName` names one to join.
 */
async function registerAccount(
  request: APIRequestContext,
  options: { companyType?: CompanyType; companyName?: string; firstName?: string } = {},
): Promise<NewAccount> {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`
  const account = {
    email: `account-${id}@e2e.example`,
    password: PASSWORD,
    firstName: options.firstName ?? 'Avery',
    lastName: `Tester${id.slice(-4)}`,
  }
  const registered = await request.post('/api/v1/auth', {
    data: {
      first_name: account.firstName,
      last_name: account.lastName,
      email: account.email,
      job_title: 'Brand Manager',
      company_name: options.companyName ?? `Account Test ${id}`,
      company_website: `${id}.example.com`,
      company_type: options.companyType ?? 'cpg',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      agree_to_service_agreement: 'true',
    },
  })
  expect(registered.status(), await registered.text()).toBe(200)
  const link = linkTo(await waitForMail(account.email), '/auth/confirmation')
  const confirmed = await request.get(link, { maxRedirects: 0 })
  expect(confirmed.status()).toBe(302)
  return account
}

async function openProfileSettings(page: Page, account: { email: string; password: string }) {
  await signInAs(page, account.email, account.password)
  await page.goto('/account')
  await expect(page.getByRole('heading', { name: ACCOUNT_TEXT.pageTitle, level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: ACCOUNT_TEXT.editProfile })).toBeVisible()
}

/**
 * An open modal by its title. Ionic puts the dialog role on a wrapper inside the modal's shadow
 * root, and the content is not inside that wrapper, so the modal element itself is the scope.
 */
/** The value shown under a label of the profile card in view mode. */
function detail(page: Page, term: string): Locator {
  return page.locator('.profile-details div').filter({ has: page.getByText(term, { exact: true }) })
}

test('a user edits the profile; Cancel on changes asks first, and the header shows the new name', async ({
  page,
}) => {
  const account = await registerAccount(page.request)
  await openProfileSettings(page, account)
  await expect(detail(page, 'First name')).toContainText(account.firstName)
  await expect(detail(page, 'Phone number')).toContainText('Not provided')
  await expect(page.getByText(ACCOUNT_TEXT.emailChangeNote)).toBeVisible()

  // Leaving changed fields asks first; Continue editing keeps them.
  await page.getByRole('button', { name: ACCOUNT_TEXT.editProfile }).click()
  const form = page.getByRole('form', { name: 'Edit profile' })
  await expect(form.getByLabel('Phone number')).toHaveValue('+1')
  await expect(form.getByLabel('Email')).not.toBeEditable()
  await expect(page.getByRole('button', { name: ACCOUNT_TEXT.changePassword })).toHaveCount(0)
  await form.getByLabel('First name').fill('Changed')
  await form.getByRole('button', { name: 'Cancel' }).click()
  const unsaved = alertDialog(page, ACCOUNT_TEXT.unsavedTitle)
  await expect(unsaved).toBeVisible()
  await unsaved.getByRole('button', { name: ACCOUNT_TEXT.unsavedContinue }).click()
  await expect(unsaved).toBeHidden()
  await expect(form.getByLabel('First name')).toHaveValue('Changed')

  // Leave without saving drops them.
  await form.getByRole('button', { name: 'Cancel' }).click()
  await unsaved.getByRole('button', { name: ACCOUNT_TEXT.unsavedLeave }).click()
  await expect(form).toHaveCount(0)
  await expect(detail(page, 'First name')).toContainText(account.firstName)

  // Saving from the modal with an invalid field closes it and shows the error under the field.
  await page.getByRole('button', { name: ACCOUNT_TEXT.editProfile }).click()
  await form.getByLabel('First name').fill('')
  await form.getByRole('button', { name: 'Cancel' }).click()
  await unsaved.getByRole('button', { name: ACCOUNT_TEXT.unsavedSave }).click()
  await expect(unsaved).toBeHidden()
  await expect(form.getByText(MESSAGES.firstNameRequired)).toBeVisible()
  await form.getByLabel('First name').fill('Morgan')
  await expect(form.getByText(MESSAGES.firstNameRequired)).toHaveCount(0)

  // The job title is required; only the dial code counts as no phone number.
  await form.getByLabel('Job title').fill('')
  await form.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(form.getByText(MESSAGES.jobTitleRequired)).toBeVisible()
  await form.getByLabel('Job title').fill('Category Lead')
  await expect(form.getByText(MESSAGES.jobTitleRequired)).toHaveCount(0)

  // A failed save says so and stays in edit mode.
  await page.route('**/api/v1/accounts', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, json: {} })
      : route.continue(),
  )
  await form.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, ACCOUNT_TOASTS.saveFailed)
  await expect(form).toBeVisible()
  await page.unroute('**/api/v1/accounts')

  await form.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, ACCOUNT_TOASTS.profileUpdated)
  await expect(form).toHaveCount(0)
  await expect(detail(page, 'First name')).toContainText('Morgan')
  await expect(detail(page, 'Job title')).toContainText('Category Lead')
  await expect(detail(page, 'Phone number')).toContainText('Not provided')
  await expect(accountNav(page)).toContainText(`Morgan ${account.lastName}`)

  // Saved from the unsaved-changes modal.
  await page.getByRole('button', { name: ACCOUNT_TEXT.editProfile }).click()
  await form.getByLabel('Phone number').fill('+1 555 123 4567')
  await form.getByRole('button', { name: 'Cancel' }).click()
  await unsaved.getByRole('button', { name: ACCOUNT_TEXT.unsavedSave }).click()
  await expectToast(page, ACCOUNT_TOASTS.profileUpdated)
  await expect(detail(page, 'Phone number')).toContainText('+1 555 123 4567')

  await page.reload()
  await expect(detail(page, 'First name')).toContainText('Morgan')
  await expect(detail(page, 'Phone number')).toContainText('+1 555 123 4567')
})

test('a user crops and uploads a profile picture, then removes it', async ({ page }) => {
  const account = await registerAccount(page.request)
  await openProfileSettings(page, account)
  const picture = page.getByRole('img', { name: 'Default profile picture' })
  await expect(picture).toBeVisible()
  const fileInput = page.locator('input[type="file"]')

  await fileInput.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  })
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(PROFILE_PICTURE_WRONG_FORMAT)

  const png = { name: 'portrait.png', mimeType: 'image/png', buffer: await landscapePng() }
  await fileInput.setInputFiles(png)
  const cropper = dialog(page, ACCOUNT_TEXT.cropTitle)
  await expect(cropper).toBeVisible()
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
  // The square starts inside the picture once it has loaded.
  await expect
    .poll(() => page.locator('cropper-selection').evaluate((s) => (s as HTMLElement).offsetWidth))
    .toBeGreaterThan(100)

  // A failed upload says so and keeps the cropper open to try again.
  await page.route('**/api/v1/accounts/profile_picture', (route) => route.abort())
  await cropper.getByRole('button', { name: 'Save' }).click()
  await expectToast(page, ACCOUNT_TOASTS.uploadFailed)
  await page.unroute('**/api/v1/accounts/profile_picture')

  const upload = page.waitForRequest('**/api/v1/accounts/profile_picture')
  await cropper.getByRole('button', { name: 'Save' }).click()
  const sent = await upload
  expect(sent.method()).toBe('PUT')
  expect(sent.headers()['content-type']).toContain('multipart/form-data')
  await expectToast(page, ACCOUNT_TOASTS.pictureUpdated)
  await expect(cropper).toBeHidden()

  const uploaded = page.getByRole('img', { name: 'Your profile picture' })
  await expect(uploaded).toBeVisible()
  const src = await uploaded.getAttribute('src')
  const stored = await page.request.get(src ?? '')
  const { width, height } = await sharp(await stored.body()).metadata()
  expect(width).toBe(height)
  await expect(accountNav(page).locator('img.avatar').first()).toHaveAttribute('src', src ?? '')

  const removePicture = page.getByRole('button', { name: 'Remove picture' })
  await page.route('**/api/v1/accounts/profile_picture', (route) =>
    route.fulfill({ status: 500, json: {} }),
  )
  await removePicture.click()
  await expectToast(page, ACCOUNT_TOASTS.pictureDeleteFailed)
  await expect(uploaded).toBeVisible()
  await page.unroute('**/api/v1/accounts/profile_picture')

  await removePicture.click()
  await expectToast(page, ACCOUNT_TOASTS.pictureDeleted)
  await expect(picture).toBeVisible()
})

test('a user changes the password and signs in with the new one', async ({ page }) => {
  const account = await registerAccount(page.request)
  await openProfileSettings(page, account)
  await page.getByRole('button', { name: ACCOUNT_TEXT.changePassword }).click()
  const modal = dialog(page, ACCOUNT_TEXT.changePassword)
  await expect(modal).toBeVisible()
  await expect(modal.getByText(PASSWORD_RULE_TEXT)).toBeVisible()
  const submit = modal.getByRole('button', { name: ACCOUNT_TEXT.changePassword })
  await expectSheetFitsContent(modal, submit)
  for (const label of ['Current password', 'New password', 'Confirm new password']) {
    await expect(modal.getByLabel(label, { exact: true })).toHaveAttribute(
      'maxlength',
      String(PASSWORD_INPUT_MAX),
    )
  }
  await submit.click()
  await expect(modal.getByText(MESSAGES.passwordRequired)).toBeVisible()

  const newPassword = 'Second-pass2@'
  await modal.getByLabel('Current password').fill('Wrong-pass9!')
  await modal.getByLabel('New password', { exact: true }).fill(newPassword)
  await modal.getByLabel('Confirm new password').fill(newPassword)
  await submit.click()
  await expect(modal.getByText(ACCOUNT_MESSAGES.currentPasswordIncorrect)).toBeVisible()

  await modal.getByLabel('Current password').fill(account.password)
  await expect(modal.getByText(ACCOUNT_MESSAGES.currentPasswordIncorrect)).toHaveCount(0)
  await modal.getByLabel('New password', { exact: true }).fill(account.password)
  await modal.getByLabel('Confirm new password').fill(account.password)
  await submit.click()
  await expect(modal.getByText(MESSAGES.passwordRecentlyUsed)).toBeVisible()

  await modal.getByLabel('New password', { exact: true }).fill(newPassword)
  await modal.getByLabel('Confirm new password').fill(newPassword)
  await submit.click()
  await expectToast(page, ACCOUNT_TOASTS.passwordChanged)
  await expect(modal).toBeHidden()

  // This tab keeps its (renewed) session; the new password is the one that signs in.
  await page.reload()
  await expect(page.getByRole('button', { name: ACCOUNT_TEXT.editProfile })).toBeVisible()
  const old = await page.request.post('/api/v1/auth/sign_in', {
    data: { email: account.email, password: account.password },
  })
  expect(old.status()).toBe(401)
  const session = await apiSignIn(page.request, account.email, newPassword)
  expect(session.user.email).toBe(account.email)
})

test('a user switches the weekly digest on', async ({ page }) => {
  const account = await registerAccount(page.request)
  await openProfileSettings(page, account)
  const digest = page.getByRole('switch', { name: ACCOUNT_TEXT.digestLabel })
  await expect(digest).not.toBeChecked()
  await expectNoSeriousA11yViolations(page)

  // A refused change says so and puts the switch back.
  await page.route('**/api/v1/digest_notifications', (route) =>
    route.fulfill({ status: 500, json: {} }),
  )
  await digest.click()
  await expectToast(page, SOMETHING_WENT_WRONG)
  await expect(digest).not.toBeChecked()
  await page.unroute('**/api/v1/digest_notifications')

  await digest.click()
  await expectToast(page, ACCOUNT_TOASTS.digestChanged)
  await expect(digest).toBeChecked()
  await page.reload()
  await expect(page.getByRole('switch', { name: ACCOUNT_TEXT.digestLabel })).toBeChecked()
  const session = await apiSignIn(page.request, account.email, account.password)
  const current = await page.request.get('/api/v1/accounts', { headers: authHeaders(session) })
  expect((await current.json()).data.digest_notification).toBe(true)
})

test('a user deletes the profile and lands on the landing page, signed out', async ({ page }) => {
  const account = await registerAccount(page.request)
  await openProfileSettings(page, account)
  await page.getByRole('button', { name: ACCOUNT_TEXT.deleteProfile }).click()
  const modal = dialog(page, ACCOUNT_TEXT.deleteProfile)
  await expect(modal.getByText(ACCOUNT_TEXT.deleteQuestion)).toBeVisible()
  await expectSheetFitsContent(
    modal,
    modal.getByRole('button', { name: ACCOUNT_TEXT.deleteProfile }),
  )

  const password = modal.getByLabel(ACCOUNT_TEXT.confirmPassword)
  await modal.getByRole('button', { name: ACCOUNT_TEXT.deleteProfile }).click()
  await expect(modal.getByText(ACCOUNT_MESSAGES.passwordToConfirm)).toBeVisible()
  await password.fill('Wrong-pass9!')
  await modal.getByRole('button', { name: ACCOUNT_TEXT.deleteProfile }).click()
  await expect(modal.getByText(ACCOUNT_MESSAGES.currentPasswordIncorrect)).toBeVisible()
  await password.fill(account.password)

  await page.route('**/api/v1/accounts', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: {} })
      : route.continue(),
  )
  await modal.getByRole('button', { name: ACCOUNT_TEXT.deleteProfile }).click()
  await expectToast(page, ACCOUNT_TOASTS.deleteFailed)
  await page.unroute('**/api/v1/accounts')

  await modal.getByRole('button', { name: ACCOUNT_TEXT.deleteProfile }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expectToast(page, ACCOUNT_TOASTS.profileDeleted)
  await expect(accountNav(page).getByRole('link', { name: 'Log in' })).toBeVisible()
  const signIn = await page.request.post('/api/v1/auth/sign_in', {
    data: { email: account.email, password: account.password },
  })
  expect(signIn.status()).toBe(401)
})

test('the last admin of a company names a new admin before the profile goes', async ({ page }) => {
  const companyName = `Last Admin Media ${randomBytes(3).toString('hex')}`
  const admin = await registerAccount(page.request, { companyType: 'vendor', companyName })
  const colleague = await registerAccount(page.request, {
    companyType: 'vendor',
    companyName,
    firstName: 'Casey',
  })
  // A registrant of a company with an admin waits for approval (docs/api-access.md).
  await approveJoinRequest(colleague.email)
  await openProfileSettings(page, admin)
  await page.getByRole('button', { name: ACCOUNT_TEXT.deleteProfile }).click()
  const modal = dialog(page, ACCOUNT_TEXT.deleteProfile)
  const confirm = modal.getByRole('button', { name: ACCOUNT_TEXT.deleteProfile })
  await modal.getByLabel(ACCOUNT_TEXT.confirmPassword).fill(admin.password)
  await confirm.click()
  const newAdmin = ionSelect(modal, ACCOUNT_TEXT.newAdminLabel)
  await expect(newAdmin).toBeVisible()
  await confirm.click()
  await expect(modal.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.chooseNewAdmin)
  await expectNoSeriousA11yViolations(page)

  await chooseOption(newAdmin, `Casey ${colleague.lastName} (${colleague.email})`)
  await confirm.click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expectToast(page, ACCOUNT_TOASTS.profileDeleted)
  const successor = await apiSignIn(page.request, colleague.email, colleague.password)
  expect(successor.user.role).toBe('vendor_admin')
})

test('a super_admin sees no company, job title or phone and cannot delete the profile', async ({
  page,
}) => {
  // Read only: the shared demo account is looked at, never changed.
  await openProfileSettings(page, { email: demoEmail('super_admin'), password: DEMO_PASSWORD })
  await expect(detail(page, 'First name')).toBeVisible()
  for (const term of ['Company', 'Job title', 'Phone number']) {
    await expect(detail(page, term)).toHaveCount(0)
  }
  await expect(page.getByText(ACCOUNT_TEXT.emailChangeNote)).toHaveCount(0)
  await expect(page.getByRole('button', { name: ACCOUNT_TEXT.changePassword })).toBeVisible()
  await expect(page.getByRole('button', { name: ACCOUNT_TEXT.deleteProfile })).toHaveCount(0)

  await page.getByRole('button', { name: ACCOUNT_TEXT.editProfile }).click()
  const form = page.getByRole('form', { name: 'Edit profile' })
  await expect(form.getByRole('textbox')).toHaveCount(3)
  await expect(form.getByLabel('Job title')).toHaveCount(0)
  await form.getByRole('button', { name: 'Cancel' }).click()
  await expect(form).toHaveCount(0)
})

test('a skeleton shows while the profile loads, and a failed load says so', async ({ page }) => {
  let answer: () => void = () => {}
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  // Through the context: the service worker's own requests are routed too.
  await page.context().route('**/api/v1/accounts', async (route) => {
    await answered
    await route.fulfill({ status: 500, json: { errors: ['Internal Server Error'] } })
  })
  // Read only: a failing load changes nothing.
  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  // Time stands still while the load is held: past the app's 3-s deadline a slow machine would
  // see the "too slow" toast first, not this failure's.
  await stopClock(page)
  await page.goto('/account')
  // The offline banner is a status region of its own beside the skeleton's.
  const skeleton = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: 'Loading your profile' })
  await runClockUntil(page, skeleton)
  answer()
  await page.clock.resume()
  await expect(page.getByRole('main').getByRole('alert')).toContainText(ACCOUNT_TOASTS.loadFailed)
  await expectToast(page, ACCOUNT_TOASTS.loadFailed)
  await expectNoSeriousA11yViolations(page)
})
