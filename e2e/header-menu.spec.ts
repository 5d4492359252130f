import { MENU_TEXT } from '../src/app/ui/account-menu-items.ts'
import {
  accountNav,
  DEMO_PASSWORD,
  demoEmail,
  isMobile,
  openAccountMenu,
  phoneMenuItems,
} from './support/auth-ui.ts'
import { expectBrandShown } from './support/brand.ts'
import { signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'

test('the header shows the user with the default picture, and the logo leads to /search', async ({
  page,
}) => {
  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  await page.goto('/search')
  await expectBrandShown(page)
  const nav = accountNav(page)
  await expect(nav).toContainText('Bea Buyer')
  await expect(nav.locator('img.avatar').first()).toHaveAttribute(
    'src',
    '/images/default-avatar.svg',
  )
  await expect(page.getByRole('link', { name: 'CPG Marketplace home' })).toHaveAttribute(
    'href',
    '/search',
  )
  await openAccountMenu(page)
})

test('vendor staff see their company in the menu, and it opens their company page', async ({
  page,
}) => {
  const { user } = await signInAs(page, demoEmail('vendor_user'), DEMO_PASSWORD)
  await page.goto('/search')
  const items = await openAccountMenu(page)
  await expect(items).toHaveText([
    MENU_TEXT.profile,
    MENU_TEXT.company,
    MENU_TEXT.quoteRequests,
    MENU_TEXT.insights,
    MENU_TEXT.events,
    MENU_TEXT.logout,
  ])
  await items.filter({ hasText: MENU_TEXT.company }).click()
  await expect(page).toHaveURL((url) => url.pathname === `/company/${user.vendor_id}`)
})

test('a super admin opens the admin site in a new tab with a one-time sign-in code', async ({
  page,
}) => {
  const { headers } = await signInAs(page, demoEmail('super_admin'), DEMO_PASSWORD)
  await page.goto('/search')
  const items = await openAccountMenu(page)
  await expect(items).toHaveText([
    MENU_TEXT.createCompany,
    MENU_TEXT.profile,
    MENU_TEXT.shortlists,
    MENU_TEXT.quotes,
    MENU_TEXT.events,
    MENU_TEXT.admin,
    MENU_TEXT.logout,
  ])
  // The admin site exchanges the code for a session of the same user, once, and drops it.
  const exchange = page
    .context()
    .waitForEvent('response', (r) => r.url().endsWith('/api/v1/auth/sign_in_codes/exchange'))
  const [admin] = await Promise.all([
    page.waitForEvent('popup'),
    items.filter({ hasText: MENU_TEXT.admin }).click(),
  ])
  const exchanged = await exchange
  expect(await admin.evaluate(() => window.opener)).toBeNull()
  expect(exchanged.status()).toBe(200)
  expect(exchanged.headers().uid).toBe(headers.uid)
  expect(exchanged.headers().client).not.toBe(headers.client)
  const code = JSON.parse(exchanged.request().postData() ?? '{}').code as string
  expect(code).toMatch(/^[\w-]{43}$/)
  await expect(admin).toHaveURL((url) => url.pathname === '/admin' && url.search === '')
  const again = await page.request.post('/api/v1/auth/sign_in_codes/exchange', { data: { code } })
  expect(again.status()).toBe(401)
})

test('the account menu works from the keyboard', async ({ page }) => {
  await signInAs(page, demoEmail('vendor_admin'), DEMO_PASSWORD)
  await page.goto('/search')
  if (isMobile(page)) {
    const toggle = accountNav(page).getByRole('button', { name: 'Menu' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    const menu = page.locator('ion-menu')
    await expect(menu).toBeVisible()
    const profile = phoneMenuItems(page).filter({ hasText: new RegExp(`^${MENU_TEXT.profile}$`) })
    await expect(async () => {
      await page.keyboard.press('Tab')
      await expect(profile).toBeFocused({ timeout: 500 })
    }).toPass()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
    return
  }
  const button = accountNav(page).getByRole('button', { name: 'Vera Vendor' })
  await button.focus()
  await page.keyboard.press('ArrowDown')
  const menu = page.getByRole('list', { name: 'Account menu' })
  const items = menu.locator('.account-menu__item')
  await expect(items.first()).toBeFocused()
  await page.keyboard.press('End')
  await expect(items.last()).toBeFocused()
  await page.keyboard.press('Home')
  await expect(items.first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(items.nth(1)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(items.last()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(items.first()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL((url) => url.pathname === '/account')
})
