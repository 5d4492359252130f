import { AUTH_TEXT } from '../src/app/features/auth/auth-texts.ts'
import { NOT_FOUND_TITLE } from '../src/app/features/errors/error-messages.ts'
import { FUNNEL_MATRIX_TEXT, NO_VALUE } from '../src/app/features/vendors/tactic-messages.ts'
import { expectNoSeriousA11yViolations } from './accessibility.ts'
import { DEMO_PASSWORD, demoEmail, dialog } from './support/auth-ui.ts'
import { createIllustratedTactic, demoVendor } from './support/catalogue.ts'
import { signInAs } from './support/session.ts'
import { expectSheetFitsContent } from './support/sheet.ts'
import { ANY_WIDTH } from './support/tags.ts'
import { expect, test } from './support/test.ts'

test('a buyer opens a tactic from the vendor page and sees its filter groups and the matrix', async ({
  page,
}) => {
  const { vendorId, vendor, tactic } = await demoVendor(page.request)
  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  await page.goto(`/company/${vendorId}`)
  await page.getByRole('link', { name: tactic.name, exact: true }).first().click()

  await expect(page).toHaveURL(new RegExp(`/company/${vendorId}/tactics/${tactic.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: tactic.name })).toBeVisible()
  await expect(page.getByRole('link', { name: `Back to ${vendor.name}` })).toBeVisible()
  await expect(page).toHaveTitle(`${tactic.name} | ${vendor.name}`)

  // Every filter group with its checked values, or "--".
  for (const group of tactic.filters) {
    const item = page.locator('.facts--groups > div').filter({
      has: page.getByRole('term').getByText(group.name, { exact: true }),
    })
    const checked = group.filter_types.filter(
      (o) => o.checked || o.sub_filters.some((s) => s.checked),
    )
    const value = item.getByRole('definition')
    if (checked.length === 0) await expect(value).toHaveText(NO_VALUE)
    else for (const option of checked) await expect(value).toContainText(option.name)
  }
  for (const term of ['E-commerce', 'In-house service', 'Minimum order size']) {
    await expect(page.getByRole('term').getByText(term, { exact: true })).toBeVisible()
  }

  // The matrix: a star where the funnel and path-to-purchase stages are both checked.
  // From 768 px the whole table; on a phone the list of its starred cells only.
  await expect(page.getByRole('heading', { name: FUNNEL_MATRIX_TEXT.title })).toBeVisible()
  const funnel = (tactic.filters.find((g) => g.key === 'brand_objectives')?.filter_types ?? [])
    .filter((f) => f.checked)
    .map((f) => f.name)
  const stages = (tactic.filters.find((g) => g.key === 'path_to_purchase')?.filter_types ?? [])
    .filter((s) => s.checked)
    .map((s) => s.name)
  const pairs = funnel.flatMap((f) => stages.map((s) => FUNNEL_MATRIX_TEXT.pair(f, s)))
  expect(pairs.length).toBeGreaterThan(0)
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    const matrix = page.getByRole('table', { name: FUNNEL_MATRIX_TEXT.title })
    await expect(matrix.getByRole('cell', { name: 'Yes' })).toHaveCount(pairs.length)
    await expect(page.getByRole('list', { name: FUNNEL_MATRIX_TEXT.title })).toBeHidden()
  } else {
    const list = page.getByRole('list', { name: FUNNEL_MATRIX_TEXT.title })
    await expect(list.getByRole('listitem')).toContainText(pairs)
    await expect(page.getByRole('table', { name: FUNNEL_MATRIX_TEXT.title })).toBeHidden()
  }

  // The vendor block, with the company link.
  await expect(
    page.getByRole('complementary').getByRole('link', { name: vendor.name }),
  ).toBeVisible()
})

test('the vendor block is hidden for that vendor admin', { tag: ANY_WIDTH }, async ({ page }) => {
  const { vendorId, vendor, tactic } = await demoVendor(page.request)
  await signInAs(page, demoEmail('vendor_admin'), DEMO_PASSWORD)
  await page.goto(`/company/${vendorId}/tactics/${tactic.id}`)
  await expect(page.getByRole('heading', { level: 1, name: tactic.name })).toBeVisible()
  await expect(page.getByRole('heading', { name: FUNNEL_MATRIX_TEXT.title })).toBeVisible()
  await expect(
    page.getByRole('complementary').getByRole('link', { name: vendor.name }),
  ).toHaveCount(0)
})

test('a visitor sees the limited tactic and the register dialog opens', async ({ page }) => {
  const { vendorId, tactic } = await demoVendor(page.request)
  await page.goto(`/company/${vendorId}/tactics/${tactic.id}`)
  await expect(dialog(page, AUTH_TEXT.registerTitle)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: tactic.name })).toBeAttached()
  await expect(page.getByRole('heading', { name: FUNNEL_MATRIX_TEXT.title })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Description' })).toHaveCount(0)
})

test('an unknown tactic id goes to the not-found page', { tag: ANY_WIDTH }, async ({ page }) => {
  const { vendorId } = await demoVendor(page.request)
  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  await page.goto(`/company/${vendorId}/tactics/999999`)
  await expect(page).toHaveURL(/\/not-found$/)
  await expect(page.getByRole('heading', { name: NOT_FOUND_TITLE })).toBeVisible()
})

test('illustrations show as thumbnails with a gallery, or a slider with a preview below 576 px', async ({
  page,
}) => {
  const name = `Illustrated ${Date.now().toString(36)}`
  const tactic = await createIllustratedTactic(page.request, name)
  try {
    await page.context().route(
      (url) => url.hostname !== 'localhost',
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
    )
    await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
    await page.goto(`/company/${tactic.vendorId}/tactics/${tactic.tacticId}`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByText('Yes: 50 stores')).toBeVisible()

    // A pdf is a document tile that opens the file.
    const pdf = page.getByRole('link', {
      name: `${name}: illustration 3 (PDF, opens in a new tab)`,
    })
    await expect(pdf).toHaveAttribute('href', /\.pdf$/)
    await expect(pdf).toHaveAttribute('target', '_blank')

    // Videos load only when asked for.
    await expect(page.locator('iframe')).toHaveCount(0)
    await page.getByRole('button', { name: `Play ${name}: video 1 (YouTube)` }).click()
    await expect(page.getByTitle(`${name}: video 1 (YouTube)`)).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\//,
    )

    const wide = (page.viewportSize()?.width ?? 0) >= 576
    await page.getByRole('button', { name: `Open ${name}: illustration 1` }).click()
    if (wide) {
      const gallery = dialog(page, 'Illustrations')
      await expect(gallery.getByText('1 of 2')).toBeVisible()
      await gallery.getByRole('button', { name: 'Next' }).click()
      await expect(gallery.getByText('2 of 2')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      // The gallery closes itself when the width falls below 576 px.
      await page.setViewportSize({ width: 500, height: 800 })
      await expect(gallery).toBeHidden()
      await expect(page.locator('.illustrations--slider')).toBeVisible()
    } else {
      await expect(page.locator('.illustrations--slider')).toBeVisible()
      const preview = dialog(page, 'Illustration preview')
      await expect(preview.getByRole('img', { name: `${name}: illustration 1` })).toBeVisible()
      // A sheet as tall as the picture and its buttons, which page through the pictures.
      await expectSheetFitsContent(preview, preview.getByRole('button', { name: 'Next' }))
      await preview.getByRole('button', { name: 'Next' }).click()
      await expect(preview.getByText('2 of 2')).toBeVisible()
      await expect(preview.getByRole('img', { name: `${name}: illustration 2` })).toBeVisible()
      await preview.getByRole('button', { name: 'Previous' }).click()
      await expect(preview.getByText('1 of 2')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    }
  } finally {
    await tactic.remove()
  }
})

test('a vendor admin on another vendor tactic goes to their own company page', {
  tag: ANY_WIDTH,
}, async ({ page }) => {
  const { vendorId } = await demoVendor(page.request)
  const other = await createIllustratedTactic(page.request, `Elsewhere ${Date.now().toString(36)}`)
  try {
    await signInAs(page, demoEmail('vendor_admin'), DEMO_PASSWORD)
    await page.goto(`/company/${other.vendorId}/tactics/${other.tacticId}`)
    await expect(page).toHaveURL(new RegExp(`/company/${vendorId}$`))
  } finally {
    await other.remove()
  }
})
