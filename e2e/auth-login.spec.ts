import { AUTH_TEXT } from '../src/app/features/auth/auth-texts.ts'
import { MENU_TEXT } from '../src/app/ui/account-menu-items.ts'
import { AUTH_MESSAGES } from '../src/domain/auth-messages.ts'
import { LANDING_HEADLINE } from '../src/domain/brand.ts'
import { expectNoSeriousA11yViolations } from './accessibility.ts'
import {
  accountNav,
  DEMO_PASSWORD,
  demoEmail,
  dialog,
  logIn,
  openAccountMenu,
} from './support/auth-ui.ts'
import { createUser } from './support/database.ts'
import { openLanding } from './support/landing.ts'
import { documentRequests, holdRequests, slowNetwork } from './support/slow-network.ts'
import { expect, test } from './support/test.ts'

test('a buyer logs in from the header and lands on /search, the button waiting for both fields', async ({
  page,
}) => {
  await page.goto('/')
  await accountNav(page).getByRole('link', { name: 'Log in' }).click()
  const login = dialog(page, AUTH_TEXT.loginTitle)
  await expect(login).toBeVisible()
  const submit = login.getByRole('button', { name: AUTH_TEXT.logInButton })
  await expect(submit).toBeDisabled()
  await login.getByLabel(AUTH_TEXT.workEmail).fill(demoEmail('cpg_user'))
  await expect(submit).toBeDisabled()
  await login.getByLabel(AUTH_TEXT.password, { exact: true }).fill(DEMO_PASSWORD)
  await expect(submit).toBeEnabled()
  await expect(login.getByRole('button', { name: AUTH_TEXT.forgotPassword })).toBeVisible()
  await expect(login.getByRole('button', { name: AUTH_TEXT.registerHere })).toBeVisible()

  await submit.click()
  await expect(page).toHaveURL((url) => url.pathname === '/search')
  await expect(login).toBeHidden()
  await expect(await openAccountMenu(page)).toHaveText([
    MENU_TEXT.profile,
    MENU_TEXT.shortlists,
    MENU_TEXT.quotes,
    MENU_TEXT.events,
    MENU_TEXT.logout,
  ])
})

for (const moment of ['while the app starts', 'once the app runs'] as const)
  test(`on a weak connection, Log in tapped ${moment} answers at once and opens the dialog without loading a page`, async ({
    page,
    context,
  }) => {
    // The dialog's code is held until its busy link has been seen: once the service worker or
    // the warm-up has it, it would arrive before any check could look.
    const arrival = await holdRequests(context, /\/assets\/dialogs-[^/]+\.js$/)
    if (moment === 'while the app starts') {
      await slowNetwork(context, page)
      await page.goto('/', { waitUntil: 'domcontentloaded' })
    } else {
      await openLanding(page)
      await slowNetwork(context, page)
    }
    const pages = documentRequests(page)
    const logInLink = accountNav(page).getByRole('link', { name: 'Log in' })
    await logInLink.click()
    // The busy link is the answer: at 400 kbps the dialog's code takes seconds to arrive.
    await expect(logInLink).toHaveAttribute('aria-busy', 'true')
    arrival.release()
    const login = dialog(page, AUTH_TEXT.loginTitle)
    await expect(login.getByLabel(AUTH_TEXT.workEmail)).toBeVisible({ timeout: 45_000 })
    await expect(logInLink).not.toHaveAttribute('aria-busy')
    expect(pages).toEqual([])
    expect(new URL(page.url()).pathname).toBe('/')
  })

test('a vendor admin lands on /company or their company page', async ({ page }) => {
  await page.goto('/')
  await logIn(page, demoEmail('vendor_admin'), DEMO_PASSWORD)
  await expect(page).toHaveURL((url) => /^\/company(\/\d+)?$/.test(url.pathname))
  await expect(accountNav(page)).toContainText('Vera Vendor')
})

test('a refused login shows the server message in a dismissible alert', async ({ page }) => {
  const { email } = await createUser({
    role: 'cpg_user',
    password: 'Right-pass1!',
    companyOf: demoEmail('cpg_user'),
  })
  await page.goto('/log-in')
  const login = dialog(page, AUTH_TEXT.loginTitle)
  await login.getByLabel(AUTH_TEXT.workEmail).fill(email)
  await login.getByLabel(AUTH_TEXT.password, { exact: true }).fill('Wrong-pass1!')
  await login.getByRole('button', { name: AUTH_TEXT.logInButton }).click()
  const alert = login.getByRole('alert')
  await expect(alert).toHaveText(AUTH_MESSAGES.invalidCredentials)
  await alert.getByRole('button', { name: 'Dismiss' }).click()
  await expect(alert).toBeHidden()
  await expect(page).toHaveURL((url) => url.pathname === '/log-in')
})

test('/log-in opens the login dialog over the landing page; closing it goes to /', async ({
  page,
}) => {
  await page.goto('/log-in')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LANDING_HEADLINE)
  const login = dialog(page, AUTH_TEXT.loginTitle)
  await expect(login).toBeVisible()
  await login.getByRole('button', { name: 'Close' }).click()
  await expect(login).toBeHidden()
  await expect(page).toHaveURL((url) => url.pathname === '/')
})

test('Forgot Password and Register here replace the login dialog with theirs', async ({ page }) => {
  await page.goto('/log-in')
  const login = dialog(page, AUTH_TEXT.loginTitle)
  await login.getByRole('button', { name: AUTH_TEXT.forgotPassword }).click()
  await expect(dialog(page, AUTH_TEXT.recoveryTitle)).toBeVisible()
  await expect(login).toBeHidden()
  await dialog(page, AUTH_TEXT.recoveryTitle)
    .getByRole('button', { name: AUTH_TEXT.backToLogIn })
    .click()
  await login.getByRole('button', { name: AUTH_TEXT.registerHere }).click()
  await expect(dialog(page, AUTH_TEXT.registerTitle)).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(1)
})

test('a search started before logging in is restored on /search, whatever the role', async ({
  page,
}) => {
  await page.goto('/search?keyword=sampling')
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await logIn(page, demoEmail('vendor_user'), DEMO_PASSWORD)
  await expect(page).toHaveURL(
    (url) => url.pathname === '/search' && url.searchParams.get('keyword') === 'sampling',
  )
  expect(await page.evaluate(() => sessionStorage.getItem('saved-search'))).toBeNull()
})

test('a keyword typed into the landing search before logging in is searched afterwards', async ({
  page,
}) => {
  await openLanding(page)
  await page.getByRole('searchbox', { name: 'Search tactics and vendors' }).fill('coupons')
  await logIn(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  await expect(page).toHaveURL(
    (url) => url.pathname === '/search' && url.searchParams.get('keyword') === 'coupons',
  )
})

test('a sign-in the connection holds says after 10 s that it is still waiting, then logs in when the answer comes', async ({
  page,
  context,
}) => {
  await page.goto('/log-in')
  const login = dialog(page, AUTH_TEXT.loginTitle)
  await login.getByLabel(AUTH_TEXT.workEmail).fill(demoEmail('cpg_user'))
  await login.getByLabel(AUTH_TEXT.password, { exact: true }).fill(DEMO_PASSWORD)
  const held = await holdRequests(context, /\/api\/v1\/auth\/sign_in$/)
  await login.getByRole('button', { name: AUTH_TEXT.logInButton }).click()
  const note = login.getByRole('status').filter({ hasText: AUTH_TEXT.stillWaiting })
  await expect(login.getByRole('button', { name: AUTH_TEXT.logInButton })).toBeDisabled()
  await expect(note).toHaveCount(0)
  await expect(note).toBeVisible({ timeout: 15_000 })
  await expectNoSeriousA11yViolations(page)
  await page.screenshot({ path: test.info().outputPath('sign-in-still-waiting.png') })

  held.release()
  await expect(page).toHaveURL((url) => url.pathname === '/search')
  await expect(login).toBeHidden()
})
