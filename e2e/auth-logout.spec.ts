import { AUTH_TEXT } from '../src/app/features/auth/auth-texts.ts'
import { MENU_TEXT } from '../src/app/ui/account-menu-items.ts'
import {
  accountNav,
  alertDialog,
  chooseMenuItem,
  DEMO_PASSWORD,
  demoEmail,
} from './support/auth-ui.ts'
import { signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'

test('Logout asks first: Cancel keeps the session, Submit ends it and goes to /', async ({
  page,
}) => {
  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  await page.goto('/search')
  await chooseMenuItem(page, MENU_TEXT.logout)
  const logout = alertDialog(page, AUTH_TEXT.logoutTitle)
  await expect(logout).toContainText(AUTH_TEXT.logoutQuestion)
  await logout.getByRole('button', { name: AUTH_TEXT.cancel }).click()
  await expect(logout).toBeHidden()
  await expect(page).toHaveURL((url) => url.pathname === '/search')

  await chooseMenuItem(page, MENU_TEXT.logout)
  await logout.getByRole('button', { name: AUTH_TEXT.submit }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(accountNav(page).getByRole('link', { name: 'Log in' })).toBeVisible()
  await page.goto('/search')
  await expect(page).toHaveURL((url) => url.pathname === '/')
})

test('logging out in one tab logs the other tab out too', async ({ context }) => {
  const first = await context.newPage()
  await signInAs(first, demoEmail('cpg_user'), DEMO_PASSWORD)
  await first.goto('/search')
  const second = await context.newPage()
  await second.goto('/search')
  await expect(accountNav(second)).toContainText('Bea Buyer')

  await first.bringToFront()
  await chooseMenuItem(first, MENU_TEXT.logout)
  await alertDialog(first, AUTH_TEXT.logoutTitle)
    .getByRole('button', { name: AUTH_TEXT.submit })
    .click()
  await expect(first).toHaveURL((url) => url.pathname === '/')

  await expect(second).toHaveURL((url) => url.pathname === '/')
  await expect(accountNav(second).getByRole('link', { name: 'Log in' })).toBeVisible()
})
