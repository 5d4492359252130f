import type { Page } from '@playwright/test'
import { ADMIN_TEXT } from '../src/app/features/admin/admin-text.ts'
import { COMPANY_FORM_TEXT } from '../src/app/features/company-form/company-form-messages.ts'
import { MENU_TEXT } from '../src/app/ui/account-menu-items.ts'
import { AUTH_MESSAGES } from '../src/domain/auth-messages.ts'
import { expectNoSeriousA11yViolations } from './accessibility.ts'
import { DEMO_PASSWORD, demoEmail, isMobile, openAccountMenu } from './support/auth-ui.ts'
import { authHeaders, signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'
import { expectToast } from './support/toasts.ts'
import { createVendorClaim } from './support/vendor-claim.ts'

const PASSWORD = 'Claimant-1!'

const sections = (page: Page) => page.getByRole('navigation', { name: ADMIN_TEXT.sections })

/** Opens an admin section from the side menu: beside the page on a desktop, behind Menu on a phone. */
async function openSection(page: Page, label: string) {
  if (isMobile(page)) {
    await expect(sections(page)).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
  }
  await sections(page).getByRole('link', { name: label }).click()
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible()
  if (isMobile(page)) await expect(sections(page)).toBeHidden()
}

test('a super admin opens the admin site from the header menu and decides a vendor claim', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three sessions in two browser contexts, on cores the whole suite shares.
  test.slow()
  const claim = await createVendorClaim(PASSWORD)
  await signInAs(page, demoEmail('super_admin'), DEMO_PASSWORD)
  await page.goto('/search')
  const items = await openAccountMenu(page)
  const [admin] = await Promise.all([
    page.waitForEvent('popup'),
    items.filter({ hasText: MENU_TEXT.admin }).click(),
  ])
  // The one-time code is exchanged and leaves the address bar.
  await expect(admin).toHaveURL((url) => url.pathname === '/admin' && url.search === '')
  await expect(admin.getByRole('heading', { level: 1, name: ADMIN_TEXT.overview })).toBeVisible()
  const pending = admin.locator('.admin-stat').filter({ hasText: ADMIN_TEXT.pendingClaims })
  await expect(pending.locator('.admin-stat__value')).toHaveText(/^[1-9]\d*$/)
  await expect(admin.getByText(ADMIN_TEXT.vendors, { exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(admin)

  await openSection(admin, ADMIN_TEXT.vendorClaims)
  const row = admin.getByRole('row').filter({ hasText: claim.companyName })
  await expect(row).toContainText(claim.claimantEmail)
  await expectNoSeriousA11yViolations(admin)
  await row.getByRole('button', { name: `${ADMIN_TEXT.approve} Clara Claimant` }).click()
  await expectToast(admin, ADMIN_TEXT.approved('Clara Claimant', claim.companyName))
  await expect(row).toHaveCount(0)

  // The claimant now runs the company: its edit form opens for them.
  const context = await browser.newContext({ baseURL })
  const claimant = await context.newPage()
  await signInAs(claimant, claim.claimantEmail, PASSWORD)
  await claimant.goto(`/company/${claim.vendorId}/edit`)
  await expect(
    claimant.getByRole('heading', { level: 1, name: COMPANY_FORM_TEXT.editTitle }),
  ).toBeVisible()
  await context.close()

  await openSection(admin, ADMIN_TEXT.overview)
})

test('every other role is refused the admin site, and a visitor is asked to sign in', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow()
  for (const role of ['cpg_user', 'vendor_admin', 'vendor_user'] as const) {
    const session = await signInAs(page, demoEmail(role), DEMO_PASSWORD)
    await page.goto('/admin/vendor-claims')
    await expect(page).toHaveURL((url) => url.pathname === '/forbidden')
    await expect(page.getByText(AUTH_MESSAGES.forbidden)).toBeVisible()
    const answer = await page.request.get('/api/v1/admin/overview', {
      headers: authHeaders(session),
    })
    expect(answer.status()).toBe(403)
  }
  await expectNoSeriousA11yViolations(page)

  const context = await browser.newContext({ baseURL })
  const visitor = await context.newPage()
  await visitor.goto('/admin')
  await expect(visitor).toHaveURL((url) => url.pathname === '/' && url.searchParams.has('redirect'))
  expect((await visitor.request.get('/api/v1/admin/overview')).status()).toBe(401)
  await context.close()
})
