import type { Locator, Page } from '@playwright/test'
import {
  TACTIC_FORM_TEXT,
  TACTIC_FORM_TOASTS,
} from '../src/app/features/tactic-form/tactic-form-messages.ts'
import { BACK_TEXT } from '../src/app/navigation/navigation-texts.ts'
import { UNSAVED_CHANGES_TEXT } from '../src/app/ui/unsaved-changes-modal.tsx'
import { TACTIC_MESSAGES } from '../src/domain/tactic-schemas.ts'
import { gifBytes, pdfBytes, pngBytes } from '../src/server/testing/upload-files.ts'
import { settleAnimations } from './accessibility.ts'
import { alertDialog, DEMO_PASSWORD, demoEmail, dialog } from './support/auth-ui.ts'
import { demoVendor } from './support/catalogue.ts'
import { tapToCheck } from './support/ionic-choice.ts'
import { signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'
import { expectToast } from './support/toasts.ts'
import { createVendorTeam } from './support/vendor-team.ts'
import { addVideoThroughModal } from './support/videos.ts'

const PASSWORD = 'Tactics-1!'

const group = (page: Page, legend: string | RegExp) => page.getByRole('group', { name: legend })

/** A long option list opens in a sheet with a search box: tick there, then Done. */
async function chooseInSheet(page: Page, legend: string, tick: (sheet: Locator) => Promise<void>) {
  await group(page, new RegExp(`^${legend}`))
    .getByRole('button', { name: `Choose ${legend}` })
    .click()
  const sheet = dialog(page, legend)
  await tick(sheet)
  await sheet.getByRole('button', { name: 'Done' }).click()
  await expect(sheet).toHaveCount(0)
}

async function addIllustration(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page
    .locator('.illustrations-field input[type="file"]')
    .setInputFiles({ name, mimeType, buffer })
}

test('the vendor admin adds a tactic with illustrations and a video, edits it and deletes it', async ({
  page,
}, testInfo) => {
  // A vendor of its own: the vendor profile spec counts the demo vendor's tactics meanwhile.
  const { vendorId, adminEmail } = await createVendorTeam(PASSWORD)
  const name = `Aisle Beacon ${testInfo.project.name} ${Date.now().toString(36)}`
  await signInAs(page, adminEmail, PASSWORD)
  await page.goto(`/company/${vendorId}`)
  await page.getByRole('link', { name: 'Add New Tactic' }).click()

  await expect(page).toHaveURL(new RegExp(`/company/${vendorId}/tactics/new$`))
  await expect(
    page.getByRole('heading', { level: 1, name: TACTIC_FORM_TEXT.createTitle }),
  ).toBeVisible()
  await expect(page).toHaveTitle(TACTIC_FORM_TEXT.createTitle)
  // Featured is for a super_admin only.
  await expect(page.getByLabel('Featured tactic')).toHaveCount(0)

  // An empty submit answers every rule of §5.
  await page.getByRole('button', { name: 'Save tactic' }).click()
  for (const message of [
    TACTIC_MESSAGES.tacticTypeRequired,
    TACTIC_MESSAGES.nameRequired,
    TACTIC_MESSAGES.descriptionRequired,
    TACTIC_MESSAGES.answerRequired,
    TACTIC_MESSAGES.pathToPurchaseRequired,
    TACTIC_MESSAGES.brandObjectivesRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  // A summary at the top lists them, takes focus, and each entry leads to its field.
  const summary = page.getByRole('alert').filter({ hasText: 'problems to fix' })
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('button')).toHaveCount(6)
  await summary.getByRole('button', { name: /^Tactic name or trademark:/ }).click()
  await expect(page.getByLabel('Tactic name or trademark')).toBeFocused()

  await chooseInSheet(page, 'Tactic type', async (sheet) => {
    await tapToCheck(sheet.getByRole('checkbox').first())
  })
  await expect(page.getByText(TACTIC_MESSAGES.tacticTypeRequired, { exact: true })).toHaveCount(0)
  await page.getByLabel('Tactic name or trademark').fill(name)
  // Past 300 characters the description keeps what was typed and says it is too long.
  await page.getByLabel('Description').fill('x'.repeat(301))
  await expect(page.getByLabel('Description')).toHaveValue('x'.repeat(301))
  await expect(page.getByText('301 / 300')).toBeVisible()
  await expect(page.getByText('Too long, maximum 300 chars', { exact: true })).toBeVisible()
  await page.getByLabel('Description').fill('Beacons on the aisle that nudge shoppers.')
  await tapToCheck(group(page, /e-commerce/).getByRole('radio', { name: 'No' }))
  await tapToCheck(
    group(page, /^Path To Purchase/)
      .getByRole('checkbox')
      .first(),
  )
  // Not the first stage: the search spec pages through the first stage's tactics meanwhile.
  await tapToCheck(
    group(page, /^Brand Funnel/)
      .getByRole('checkbox')
      .last(),
  )

  // A ticked retail group needs one of its own options.
  const retailers = group(page, /^Approved Retailers/)
  await chooseInSheet(page, 'Approved Retailers', async (sheet) => {
    await tapToCheck(sheet.getByRole('checkbox', { name: 'Walmart', exact: true }))
  })
  await page.getByRole('button', { name: 'Save tactic' }).click()
  await expect(
    retailers.getByText(TACTIC_MESSAGES.groupedSelectRequired, { exact: true }),
  ).toBeVisible()
  // The sheet's search finds an option of a ticked retailer by its own name.
  await chooseInSheet(page, 'Approved Retailers', async (sheet) => {
    await sheet.getByRole('searchbox').fill('walmart.c')
    await expect(sheet.getByRole('checkbox')).toHaveCount(2)
    await tapToCheck(sheet.getByRole('checkbox', { name: 'Walmart.com', exact: true }))
  })
  await expect(retailers.getByText('Walmart, Walmart.com', { exact: true })).toBeVisible()
  await expect(page.getByText(TACTIC_MESSAGES.groupedSelectRequired)).toHaveCount(0)
  const otherRetailer = retailers.getByLabel('Other Approved Retailers option', { exact: true })
  await otherRetailer.fill('Corner Shop')
  await retailers.getByRole('button', { name: 'Add' }).click()
  // Enter adds the entry too, and does not submit the form.
  await otherRetailer.fill('Gas Station')
  await otherRetailer.press('Enter')
  await expect(retailers.getByRole('button', { name: 'Remove Gas Station' })).toBeVisible()
  await expect(otherRetailer).toHaveValue('')
  await expect(page).toHaveURL(new RegExp(`/company/${vendorId}/tactics/new$`))
  await expect(page.getByRole('alert').filter({ hasText: /problems? to fix/ })).toHaveCount(0)
  await retailers.getByRole('button', { name: 'Remove Gas Station' }).click()
  await expect(retailers.getByText('Gas Station')).toHaveCount(0)
  await expect(retailers.getByText('Corner Shop')).toBeVisible()

  // Videos: YouTube watch or Vimeo links only, through the video modal.
  await addVideoThroughModal(page)

  // Illustrations: a gif is refused here, a png and a pdf go with the form.
  await addIllustration(page, 'anim.gif', 'image/gif', await gifBytes())
  await expect(page.getByText(TACTIC_MESSAGES.illustrationFormat)).toBeVisible()
  await addIllustration(page, 'shelf.png', 'image/png', await pngBytes())
  await addIllustration(page, 'deck.pdf', 'application/pdf', pdfBytes())
  await expect(page.locator('.illustration-tile')).toHaveCount(2)
  await expect(page.getByText(TACTIC_MESSAGES.illustrationFormat)).toHaveCount(0)
  // Five at most: the button turns off and says why.
  for (const name of ['a.png', 'b.png', 'c.png']) {
    await addIllustration(page, name, 'image/png', await pngBytes())
  }
  await expect(page.getByRole('button', { name: 'Add illustration' })).toBeDisabled()
  await expect(page.getByText(TACTIC_MESSAGES.illustrationsMax)).toBeVisible()
  for (const name of ['a.png', 'b.png', 'c.png']) {
    await page.getByRole('button', { name: `Delete illustration ${name}` }).click()
  }
  await expect(page.locator('.illustration-tile')).toHaveCount(2)

  await page.getByRole('button', { name: 'Save tactic' }).click()
  await expectToast(page, TACTIC_FORM_TOASTS.created)
  await expect(page).toHaveURL(new RegExp(`/company/${vendorId}/tactics/\\d+$`))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Illustrations' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Videos' })).toBeVisible()
  const tacticUrl = page.url()

  // Edit: an illustration is added and deleted at once.
  await page.getByRole('link', { name: 'Edit Tactic' }).click()
  await expect(page).toHaveURL(`${tacticUrl}/edit`)
  await expect(
    page.getByRole('heading', { level: 1, name: TACTIC_FORM_TEXT.editTitle }),
  ).toBeVisible()
  await expect(page).toHaveTitle(`${TACTIC_FORM_TEXT.editTitle} | ${name}`)
  await expect(page.getByLabel('Tactic name or trademark')).toHaveValue(name)
  await expect(retailers.getByText('Corner Shop')).toBeVisible()
  await expect(page.locator('.illustration-tile')).toHaveCount(2)

  await addIllustration(page, 'aisle.png', 'image/png', await pngBytes(40, 30))
  await expectToast(page, TACTIC_FORM_TOASTS.imageUploaded)
  await expect(page.locator('.illustration-tile')).toHaveCount(3)
  // A gif renamed to .png passes the picker but not the server, which judges the bytes.
  await addIllustration(page, 'renamed.png', 'image/png', await gifBytes())
  await expectToast(page, TACTIC_FORM_TOASTS.imageUploadFailed)
  await expect(page.getByText(TACTIC_MESSAGES.illustrationFormat)).toBeVisible()
  await expect(page.locator('.illustration-tile')).toHaveCount(3)
  await page.getByRole('button', { name: 'Delete illustration Illustration 1' }).click()
  await expectToast(page, TACTIC_FORM_TOASTS.imageDeleted)
  await expect(page.locator('.illustration-tile')).toHaveCount(2)

  // Leaving a changed form asks first; Continue editing keeps what was typed.
  await page.getByLabel('Tactic name or trademark').fill(`${name} v2`)
  await page.getByRole('button', { name: 'Cancel' }).click()
  const unsaved = alertDialog(page, UNSAVED_CHANGES_TEXT.title)
  await expect(unsaved.getByRole('button', { name: 'Leave without saving' })).toBeVisible()
  await unsaved.getByRole('button', { name: 'Continue editing' }).click()
  await expect(unsaved).toHaveCount(0)
  await expect(page.getByLabel('Tactic name or trademark')).toHaveValue(`${name} v2`)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await unsaved.getByRole('button', { name: 'Save', exact: true }).click()
  await expectToast(page, TACTIC_FORM_TOASTS.updated)
  await expect(page).toHaveURL(tacticUrl)
  await expect(page.getByRole('heading', { level: 1, name: `${name} v2` })).toBeVisible()

  // Delete, confirmed.
  await page.getByRole('link', { name: 'Edit Tactic' }).click()
  await page.getByRole('button', { name: TACTIC_FORM_TEXT.deleteTactic }).click()
  const confirm = alertDialog(page, TACTIC_FORM_TEXT.deleteTactic)
  await expect(confirm.getByText(TACTIC_FORM_TEXT.deleteQuestion)).toBeVisible()
  await confirm.getByRole('button', { name: TACTIC_FORM_TEXT.deleteConfirm }).click()
  await expectToast(page, TACTIC_FORM_TOASTS.deleted)
  await expect(page).toHaveURL(new RegExp(`/company/${vendorId}$`))
  await expect(page.getByRole('link', { name: `${name} v2` })).toHaveCount(0)
})

test('on a phone, tapping Done closes a long choice sheet without ticking the option behind it', async ({
  page,
}) => {
  const { vendorId, adminEmail } = await createVendorTeam(PASSWORD)
  await signInAs(page, adminEmail, PASSWORD)
  await page.goto(`/company/${vendorId}/tactics/new`)
  const types = group(page, /^Tactic type/)
  await types.getByRole('button', { name: 'Choose Tactic type' }).tap()
  const sheet = dialog(page, 'Tactic type')
  const options = sheet.getByRole('checkbox')
  // More options than the sheet shows: the list runs on below where Done sits.
  await expect(options.first()).toBeInViewport()
  await expect(options.last()).not.toBeInViewport()

  // A finger lands where Done shows once the sheet is still, with no scrolling first (which
  // locator.tap() would do, bringing the button to the end of the list).
  await settleAnimations(page)
  const done = await sheet.getByRole('button', { name: 'Done' }).boundingBox()
  if (!done) throw new Error('Done is not on screen')
  await page.touchscreen.tap(done.x + done.width / 2, done.y + done.height / 2)
  await expect(sheet).toHaveCount(0)
  await expect(types.getByText('None chosen', { exact: true })).toBeVisible()
})

test('leaving a new tactic with changes offers Continue creating, then goes to the vendor', async ({
  page,
}) => {
  const { vendorId, adminEmail } = await createVendorTeam(PASSWORD)
  await signInAs(page, adminEmail, PASSWORD)
  await page.goto(`/company/${vendorId}/tactics/new`)
  // A clean form leaves at once.
  await page.getByRole('link', { name: BACK_TEXT.back, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/company/${vendorId}$`))

  // Opened from the vendor page, so the browser's Back stays in the app.
  await page.getByRole('link', { name: 'Add New Tactic' }).click()
  await page.getByLabel('Tactic name or trademark').fill('Half-typed')
  const unsaved = alertDialog(page, UNSAVED_CHANGES_TEXT.title)
  // The browser's Back asks too, and staying keeps what was typed.
  await page.goBack()
  await unsaved.getByRole('button', { name: UNSAVED_CHANGES_TEXT.continueCreating }).click()
  await expect(unsaved).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/company/${vendorId}/tactics/new$`))
  await expect(page.getByLabel('Tactic name or trademark')).toHaveValue('Half-typed')
  await page.getByRole('link', { name: BACK_TEXT.back, exact: true }).click()
  await unsaved.getByRole('button', { name: UNSAVED_CHANGES_TEXT.continueCreating }).click()
  await expect(page.getByLabel('Tactic name or trademark')).toHaveValue('Half-typed')
  // As a person does: the question has gone before the next tap.
  await expect(unsaved).toBeHidden()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await unsaved.getByRole('button', { name: 'Leave without saving' }).click()
  await expect(page).toHaveURL(new RegExp(`/company/${vendorId}$`))
})

test('a buyer and a vendor user are sent to /forbidden, and see no Add or Edit buttons', async ({
  page,
}) => {
  const { vendorId, tactic } = await demoVendor(page.request)
  for (const role of ['cpg_user', 'vendor_user'] as const) {
    await signInAs(page, demoEmail(role), DEMO_PASSWORD)
    await page.goto(`/company/${vendorId}/tactics/new`)
    await expect(page).toHaveURL(/\/forbidden$/)
    await page.goto(`/company/${vendorId}/tactics/${tactic.id}/edit`)
    await expect(page).toHaveURL(/\/forbidden$/)
    await page.goto(`/company/${vendorId}/tactics/${tactic.id}`)
    await expect(page.getByRole('heading', { level: 1, name: tactic.name })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Edit Tactic' })).toHaveCount(0)
  }
})

test('a visitor opening the tactic form is asked to log in', async ({ page }) => {
  const { vendorId } = await demoVendor(page.request)
  await page.goto(`/company/${vendorId}/tactics/new`)
  await expect(page).toHaveURL(/\/\?redirect=/)
})
