import type { APIRequestContext, Page } from '@playwright/test'
import sharp from 'sharp'
import {
  COMPANY_FORM_TEXT,
  COMPANY_FORM_TOASTS,
} from '../src/app/features/company-form/company-form-messages.ts'
import { WELCOME_TEXT } from '../src/app/features/welcome/welcome-texts.ts'
import { BACK_TEXT } from '../src/app/navigation/navigation-texts.ts'
import { MENU_TEXT } from '../src/app/ui/account-menu-items.ts'
import { UNSAVED_CHANGES_TEXT } from '../src/app/ui/unsaved-changes-modal.tsx'
import { PRODUCT_NAME } from '../src/domain/brand.ts'
import { VENDOR_MESSAGES } from '../src/domain/vendor-schemas.ts'
import { VIDEO_MESSAGES } from '../src/domain/videos.ts'
import { alertDialog, chooseMenuItem, DEMO_PASSWORD, demoEmail, dialog } from './support/auth-ui.ts'
import { createVendorAdminWithoutProfile } from './support/database.ts'
import { landscapePng } from './support/images.ts'
import { chooseOption, ionSelect } from './support/ion-select.ts'
import { tapToCheck } from './support/ionic-choice.ts'
import { apiSignIn, authHeaders, signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'
import { expectToast } from './support/toasts.ts'
import { addVideoThroughModal } from './support/videos.ts'

const PASSWORD = 'Company-pass1!'

const companyName = () => `Acme ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** A vendor_admin whose company has no profile yet, signed in in the browser. */
async function signInNewVendorAdmin(page: Page) {
  const { email } = await createVendorAdminWithoutProfile(PASSWORD)
  await signInAs(page, email, PASSWORD)
  return email
}

/** Makes the company profile through the API, as the create form would. */
async function createCompanyThroughApi(request: APIRequestContext, email: string, name: string) {
  const headers = authHeaders(await apiSignIn(request, email, PASSWORD))
  const lookups = await request.get('/api/v1/vendors/new', { headers })
  const { data } = (await lookups.json()) as { data: { vendor_types: { id: number }[] } }
  const fields = {
    name,
    vendor_types: [data.vendor_types[0]?.id],
    sales_rep_first_name: 'Ann',
    sales_rep_last_name: 'Lee',
    sales_rep_email: 'ann@acme.example',
    website: 'acme.example',
    videos: [1, 2, 3, 4].map((n) => `https://vimeo.com/${n}000`),
  }
  const created = await request.post('/api/v1/vendors', {
    headers,
    multipart: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, JSON.stringify(v)])),
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { vendor_id: number }).vendor_id
}

async function cropLogo(page: Page) {
  await page
    .getByTestId('logo-picker-input')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await landscapePng() })
  const cropper = dialog(page, COMPANY_FORM_TEXT.cropTitle)
  await expect(cropper).toBeVisible()
  // The square starts at 30% of the picture's width.
  const widths = () =>
    page.evaluate(() => {
      const selection = document.querySelector('cropper-selection') as HTMLElement | null
      const image = document.querySelector('cropper-image') as HTMLElement | null
      return (selection?.offsetWidth ?? 0) / (image?.getBoundingClientRect().width || 1)
    })
  await expect.poll(widths).toBeGreaterThan(0.27)
  expect(await widths()).toBeLessThan(0.33)
  await cropper.getByRole('button', { name: 'Save' }).click()
  await expect(cropper).toBeHidden()
}

test('a new vendor admin creates the company with a cropped logo and a video', async ({ page }) => {
  await signInNewVendorAdmin(page)
  await page.goto('/company')
  await expect(page.getByRole('heading', { name: WELCOME_TEXT.title })).toBeVisible()
  await page.getByRole('link', { name: WELCOME_TEXT.createCompany }).click()
  await expect(page).toHaveURL(/\/company\/create$/)
  await expect(
    page.getByRole('heading', { level: 1, name: COMPANY_FORM_TEXT.createTitle }),
  ).toBeVisible()
  await expect(page).toHaveTitle(COMPANY_FORM_TEXT.createTitle)
  await expect(page.getByLabel('Sales rep mobile phone')).toHaveValue('+1')

  // The §5 messages, before anything reaches the server.
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByText(VENDOR_MESSAGES.nameRequired)).toBeVisible()
  await expect(page.getByText(VENDOR_MESSAGES.vendorTypeRequired)).toBeVisible()
  await expect(page.getByText(VENDOR_MESSAGES.salesRepEmailRequired)).toBeVisible()

  const name = companyName()
  await page.getByLabel('Company name').fill(name)
  await expect(page.getByText(VENDOR_MESSAGES.nameRequired)).toHaveCount(0)
  // An Ionic checkbox draws its state a frame after the click.
  const vendorType = page.getByRole('group', { name: 'Vendor type' }).getByRole('checkbox').first()
  await vendorType.click()
  await expect(vendorType).toBeChecked()
  await page.getByLabel('Website').fill('acme.example')
  await chooseOption(ionSelect(page, 'Year of establishment'), '1999')
  await page.getByLabel('Description').fill('Shelf screens in 300 stores.')
  await expect(page.getByText('28 / 1000')).toBeVisible()
  await page.getByLabel('Sales rep first name').fill('Ann')
  await page.getByLabel('Sales rep last name').fill('Lee')
  await page.getByLabel('Sales rep email').fill('ann@acme.example')
  await tapToCheck(
    page.getByRole('group', { name: 'Service coverage' }).getByRole('checkbox').first(),
  )

  await addVideoThroughModal(page)

  await page
    .getByTestId('logo-picker-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('text') })
  await expect(page.getByText(VENDOR_MESSAGES.logoWrongFormat)).toBeVisible()
  await cropLogo(page)
  // Text named like a picture is judged by its bytes: the message, and no cropper.
  await page
    .getByTestId('logo-picker-input')
    .setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') })
  await expect(page.getByText(VENDOR_MESSAGES.logoWrongFormat)).toBeVisible()
  await expect(dialog(page, COMPANY_FORM_TEXT.cropTitle)).toHaveCount(0)
  await expect(page.getByRole('img', { name: 'Company logo', exact: true })).toBeVisible()

  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/v1/vendors') && request.method() === 'POST',
  )
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  expect((await sent).headers()['content-type']).toContain('multipart/form-data')
  await expectToast(page, COMPANY_FORM_TOASTS.created)
  await expect(page).toHaveURL(/\/company\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  const logo = page.getByRole('img', { name: `${name} logo` })
  const stored = await page.request.get((await logo.getAttribute('src')) ?? '')
  const { width, height, format } = await sharp(await stored.body()).metadata()
  expect(width).toBe(height)
  expect(format).toBe('jpeg')
  const vendorPath = new URL(page.url()).pathname

  // The stored session now carries the company: /company goes straight to it.
  await page.goto('/company')
  await expect(page).toHaveURL(new RegExp(`${vendorPath}$`))
})

test('the vendor admin edits the company: logo at once, validation, server errors, Back link', async ({
  page,
}) => {
  const email = await signInNewVendorAdmin(page)
  const name = companyName()
  const vendorId = await createCompanyThroughApi(page.request, email, name)
  await page.goto(`/company/${vendorId}`)
  await page.getByRole('link', { name: 'Edit Company Profile' }).click()
  await expect(page).toHaveURL(new RegExp(`/company/${vendorId}/edit$`))
  await expect(
    page.getByRole('heading', { level: 1, name: COMPANY_FORM_TEXT.editTitle }),
  ).toBeVisible()
  await expect(page.getByLabel('Company name')).toHaveValue(name)

  // Four videos are the most: Add video is off and says why; removing one turns it on.
  const addVideo = page.getByRole('button', { name: 'Add video' })
  await expect(addVideo).toBeDisabled()
  await expect(addVideo).toHaveAttribute('title', VIDEO_MESSAGES.tooMany)
  await expect(page.getByText(VIDEO_MESSAGES.tooMany)).toBeVisible()
  await page.getByRole('button', { name: 'Remove video 4' }).click()
  await expect(addVideo).toBeEnabled()

  // The logo uploads as soon as it is cropped, and is deleted at once.
  const upload = page.waitForRequest(
    (request) => request.url().endsWith(`/vendors/${vendorId}/logo`) && request.method() === 'PUT',
  )
  await cropLogo(page)
  await upload
  await expectToast(page, COMPANY_FORM_TOASTS.logoUpdated)
  await expect(page.getByRole('img', { name: 'Company logo', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Remove logo' }).click()
  await expectToast(page, COMPANY_FORM_TOASTS.logoDeleted)
  await expect(page.getByRole('img', { name: 'Default company logo' })).toBeVisible()

  // A §5 message, cleared as the field is edited.
  const nameField = page.getByLabel('Company name')
  await nameField.fill('')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(VENDOR_MESSAGES.nameRequired)).toBeVisible()
  const renamed = `${name} Group`
  await nameField.fill(renamed)
  await expect(page.getByText(VENDOR_MESSAGES.nameRequired)).toHaveCount(0)

  // A server field error shows under its field; a failure says so; nothing typed is lost.
  const patch = `**/api/v1/vendors/${vendorId}`
  await page.route(patch, (route) =>
    route.fulfill({
      status: 422,
      json: { errors: { website: ['Please enter a valid website address.'], full_messages: [] } },
    }),
  )
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Please enter a valid website address.')).toBeVisible()
  await page.getByLabel('Website').fill('acme-group.example')
  await expect(page.getByText('Please enter a valid website address.')).toHaveCount(0)
  await page.unroute(patch)
  await page.route(patch, (route) => route.fulfill({ status: 500, json: { errors: ['boom'] } }))
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, COMPANY_FORM_TOASTS.updateFailed)
  await expect(nameField).toHaveValue(renamed)
  await page.unroute(patch)

  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, COMPANY_FORM_TOASTS.updated)
  await expect(page).toHaveURL(new RegExp(`/company/${vendorId}$`))
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible()

  await page.goto(`/company/${vendorId}/edit`)
  await page.getByRole('link', { name: BACK_TEXT.to(renamed) }).click()
  await expect(page).toHaveURL(new RegExp(`/company/${vendorId}$`))
})

test('leaving a changed create form asks first; a clean one goes back to /company', async ({
  page,
}) => {
  await signInNewVendorAdmin(page)
  await page.goto('/company/create')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/company$/)

  await page.goto('/company/create')
  await page.getByLabel('Company name').fill('Half Done Inc')
  await page.getByRole('button', { name: 'Cancel' }).click()
  const unsaved = alertDialog(page, UNSAVED_CHANGES_TEXT.title)
  await expect(unsaved).toBeVisible()
  await unsaved.getByRole('button', { name: UNSAVED_CHANGES_TEXT.continueCreating }).click()
  await expect(unsaved).toBeHidden()
  await expect(page.getByLabel('Company name')).toHaveValue('Half Done Inc')

  await page.getByRole('button', { name: 'Cancel' }).click()
  await unsaved.getByRole('button', { name: UNSAVED_CHANGES_TEXT.leave }).click()
  await expect(page).toHaveURL(/\/company$/)
  await expect(page.getByRole('heading', { name: WELCOME_TEXT.title })).toBeVisible()
})

test('who may not create or edit a company is sent on', async ({ page }) => {
  const member = await apiSignIn(page.request, demoEmail('vendor_admin'), DEMO_PASSWORD)
  const ownVendor = member.user.vendor_id
  const otherVendor = ownVendor === 1 ? 2 : 1

  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  await page.goto('/company/create')
  await expect(page).toHaveURL(/\/forbidden$/)
  await page.goto('/company')
  await expect(page).toHaveURL(/\/search$/)

  await signInAs(page, demoEmail('vendor_user'), DEMO_PASSWORD)
  await page.goto('/company/create')
  await expect(page).toHaveURL(new RegExp(`/company/${ownVendor}$`))
  await page.goto('/company')
  await expect(page).toHaveURL(new RegExp(`/company/${ownVendor}$`))
  await page.goto(`/company/${ownVendor}/edit`)
  await expect(page).toHaveURL(/\/forbidden$/)

  await signInAs(page, demoEmail('vendor_admin'), DEMO_PASSWORD)
  await page.goto('/company/create')
  await expect(page).toHaveURL(new RegExp(`/company/${ownVendor}$`))
  await page.goto(`/company/${otherVendor}/edit`)
  await expect(page).toHaveURL(/\/forbidden$/)
})

test('a super admin opens the create form from the header menu; leaving it goes to /search', async ({
  page,
}) => {
  await signInAs(page, demoEmail('super_admin'), DEMO_PASSWORD)
  await page.goto('/search')
  await chooseMenuItem(page, MENU_TEXT.createCompany)
  await expect(page).toHaveURL(/\/company\/create$/)
  await expect(
    page.getByRole('heading', { level: 1, name: COMPANY_FORM_TEXT.createTitle }),
  ).toBeVisible()
  await page.getByLabel('Company name').fill('Not Today Ltd')
  const unsaved = alertDialog(page, UNSAVED_CHANGES_TEXT.title)
  // A header link asks too, and staying keeps what was typed.
  await page.getByRole('link', { name: `${PRODUCT_NAME} home` }).click()
  await unsaved.getByRole('button', { name: UNSAVED_CHANGES_TEXT.continueCreating }).click()
  await expect(unsaved).toBeHidden()
  await expect(page).toHaveURL(/\/company\/create$/)
  await expect(page.getByLabel('Company name')).toHaveValue('Not Today Ltd')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await unsaved.getByRole('button', { name: UNSAVED_CHANGES_TEXT.leave }).click()
  await expect(page).toHaveURL(/\/search$/)
})
