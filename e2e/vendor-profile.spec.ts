import type { Page } from '@playwright/test'
import { AUTH_TEXT } from '../src/app/features/auth/auth-texts.ts'
import { NOT_FOUND_TITLE } from '../src/app/features/errors/error-messages.ts'
import { VENDOR_TEXT } from '../src/app/features/vendors/vendor-messages.ts'
import { META_DESCRIPTION_MAX } from '../src/domain/page-meta.ts'
import { DEMO_PASSWORD, demoEmail, dialog } from './support/auth-ui.ts'
import { demoVendor } from './support/catalogue.ts'
import { createVendorWithTactic, sql } from './support/database.ts'
import { signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'

/** The vendor's website opens in a new tab: answer it here rather than leave the machine. */
async function stubOtherSites(page: Page) {
  await page.context().route(
    (url) => url.hostname !== 'localhost',
    (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Site</title>' }),
  )
}

test('a buyer sees the vendor profile, its tactics and meta tags, but not the sales rep email', async ({
  page,
}) => {
  const { vendorId, vendor, tacticCount } = await demoVendor(page.request)
  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  await page.goto(`/company/${vendorId}?search_id=5`)

  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible()
  await expect(
    page.getByRole('heading', { name: new RegExp(`^Tactics \\(${tacticCount}\\)$`) }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Media Vendors \(\d+\)$/ })).toBeVisible()
  await expect(page.getByRole('img', { name: `${vendor.name} logo` })).toBeVisible()
  await expect(page.getByText('Years in business')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Company administration' })).toHaveCount(0)
  await expect(page.getByText(vendor.sales_rep_email)).toHaveCount(0)

  await expect(page).toHaveTitle(vendor.name)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', vendor.name)
  const description = await page.locator('meta[name="description"]').getAttribute('content')
  expect(description?.length).toBeGreaterThan(0)
  expect(description?.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/)

  // The website link records a search statistic with the search it came from.
  await stubOtherSites(page)
  const statistic = page.waitForRequest(
    (request) => request.url().endsWith('/api/v1/search_statistic') && request.method() === 'PUT',
  )
  const popup = page.waitForEvent('popup')
  await page
    .getByRole('link', { name: /opens in a new tab/ })
    .first()
    .click()
  expect((await statistic).postDataJSON()).toEqual({
    search_id: 5,
    vendor_id: vendorId,
    website_visited: true,
  })
  await (await popup).close()
})

test('a member of the vendor sees the admin block with the sales rep email', async ({ page }) => {
  const { vendorId, vendor } = await demoVendor(page.request)
  await signInAs(page, demoEmail('vendor_user'), DEMO_PASSWORD)
  await page.goto(`/company/${vendorId}`)
  const admin = page.getByRole('region', { name: 'Company administration' })
  await expect(admin).toBeVisible()
  await expect(admin.getByRole('link', { name: vendor.sales_rep_email })).toBeVisible()
})

test("a vendor page's chips and videos look the same whatever screen was open before", async ({
  page,
}) => {
  const { vendorId } = await demoVendor(page.request)
  await signInAs(page, demoEmail('vendor_admin'), DEMO_PASSWORD)
  const chipLook = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((chip) => {
        const style = getComputedStyle(chip)
        return [style.padding, style.fontSize, style.borderRadius, style.minHeight]
      })
  const videosLook = () =>
    page.locator('ul.video-list').evaluate((list) => {
      const style = getComputedStyle(list)
      return [style.justifyItems, style.gap]
    })

  // Measured once the app has drawn each page: an element being replaced has no computed style.
  await page.goto('/search')
  await expect(page.getByRole('navigation', { name: 'Browse' })).toBeVisible()
  const browseChip = await chipLook('.browse-row .chip')
  expect(browseChip[0]).toMatch(/px/)
  await page.goto(`/company/${vendorId}`)
  await expect(page.getByRole('region', { name: 'Company administration' })).toBeVisible()
  await expect.poll(() => chipLook('.chip-row .chip')).toEqual(browseChip)
  const videos = await videosLook()
  expect(videos[0]).not.toBe('')

  // The company form's own styles stay with the form once the tab comes back to the page.
  await page.goto(`/company/${vendorId}/edit`)
  await page
    .getByRole('form', { name: 'Edit company' })
    .getByRole('button', { name: 'Cancel' })
    .click()
  await expect(page).toHaveURL(new RegExp(`/company/${vendorId}$`))
  await expect(page.getByRole('region', { name: 'Company administration' })).toBeVisible()
  await expect.poll(videosLook).toEqual(videos)
  await expect.poll(() => chipLook('.chip-row .chip')).toEqual(browseChip)
})

test('a visitor sees the limited vendor page and the register dialog opens', async ({ page }) => {
  const { vendorId, vendor, tacticCount } = await demoVendor(page.request)
  await page.goto(`/company/${vendorId}`)
  await expect(dialog(page, AUTH_TEXT.registerTitle)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeAttached()
  await expect(page.getByText(VENDOR_TEXT.limitedData)).toBeAttached()
  await expect(page.getByRole('heading', { name: `Tactics (${tacticCount})` })).toBeAttached()
  // Nothing beyond the limited data: no website, no description, no admin block (the register
  // dialog's own privacy policy link opens in a new tab too).
  await expect(
    page.getByRole('link', { name: /opens in a new tab/ }).filter({ hasNotText: 'Privacy Policy' }),
  ).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Description' })).toHaveCount(0)
  await expect(page.getByText(vendor.sales_rep_email)).toHaveCount(0)
})

test('a visitor who logs in from the register dialog then sees the full vendor page', async ({
  page,
}) => {
  const { vendorId } = await demoVendor(page.request)
  await page.goto(`/company/${vendorId}`)
  const register = dialog(page, AUTH_TEXT.registerTitle)
  await register.getByRole('button', { name: AUTH_TEXT.logInHere }).click()
  const login = dialog(page, AUTH_TEXT.loginTitle)
  await login.getByLabel(AUTH_TEXT.workEmail).fill(demoEmail('cpg_user'))
  await login.getByLabel(AUTH_TEXT.password, { exact: true }).fill(DEMO_PASSWORD)
  await login.getByRole('button', { name: AUTH_TEXT.logInButton }).click()
  await expect(login).toBeHidden()
  // After login a buyer goes to /search (docs/spec/access-and-account.md §2); back on the vendor page the
  // visitor's limited answer, cached under the visitor, is not what the buyer sees.
  await expect(page).toHaveURL(/\/search$/)
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/company/${vendorId}$`))
  await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible()
  await expect(page.getByText(VENDOR_TEXT.limitedData)).toHaveCount(0)
})

test('an unknown vendor id goes to the not-found page', async ({ page }) => {
  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  await page.goto('/company/999999')
  await expect(page).toHaveURL(/\/not-found$/)
  await expect(page.getByRole('heading', { name: NOT_FOUND_TITLE })).toBeVisible()
})

/** The views the vendor's insights and the admin statistics count for its profile. */
async function profileViews(vendorId: number): Promise<number> {
  const [row] = await sql<{ views: number }[]>`
    select count(*)::int as views from catalogue_views
    where vendor_id = ${vendorId} and tactic_id is null`
  return row?.views ?? 0
}

test('a result under the pointer is read ahead but is not a view; the profile opened is one', async ({
  page,
}) => {
  const { vendorId, vendorName } = await createVendorWithTactic('Viewed')
  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  await page.goto(`/search?tab=vendors&keyword=${encodeURIComponent(vendorName)}`)
  const card = page.locator('.search-results article').filter({ hasText: vendorName })
  // Answered: whatever the server records of a read is written by then.
  const readAhead = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith(`/api/v1/vendors/${vendorId}`),
  )
  await card.getByRole('link').hover()
  await readAhead
  expect(await profileViews(vendorId)).toBe(0)

  await card.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: vendorName })).toBeVisible()
  await expect.poll(() => profileViews(vendorId)).toBe(1)
})
