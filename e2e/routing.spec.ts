import { DEMO_PASSWORD, demoEmail } from './support/auth-ui.ts'
import { openLanding } from './support/landing.ts'
import { mainLoader, recordSpinnerShown, spinnerShown } from './support/main-loader.ts'
import { signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'

test('a protected route without a session redirects to / keeping its query and location', async ({
  page,
}) => {
  await page.goto('/search?keyword=sampling')
  await expect(page).toHaveURL((url) => url.pathname === '/')
  const url = new URL(page.url())
  expect(url.searchParams.get('keyword')).toBe('sampling')
  expect(url.searchParams.get('redirect')).toBe('/search?keyword=sampling')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find the perfect tactic or vendor to activate your brand',
  )
})

test('an unknown path shows the catch-all page with a way home', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await page.goto('/no/such/page')
})

test('the link-expired page says the link is not valid', async ({ page }) => {
  await page.goto('/link-expired')
  await expect(page.getByText('The URL you requested is not valid or has expired.')).toBeVisible()
})

test('error pages opened with no previous location go to /', async ({ page }) => {
  for (const path of ['/forbidden', '/not-found', '/server-error']) {
    await page.goto(path)
    await expect(page).toHaveURL((url) => url.pathname === '/')
  }
})

test('the start-up spinner shows while the page is not ready, and not once it is', async ({
  page,
  browser,
}) => {
  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  // The app's frame held back: the spinner covers the empty page, and leaves once the page shows.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/shell-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await recordSpinnerShown(page)
  await page.goto('/account', { waitUntil: 'commit' })
  await expect(spinnerShown(page)).toHaveCount(1)
  release()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(mainLoader(page)).toHaveCount(0)

  // A page ready at once (a visitor's landing page, drawn before any script) shows none at all.
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const fresh = await visitor.newPage()
  await recordSpinnerShown(fresh)
  await openLanding(fresh)
  await expect(spinnerShown(fresh)).toHaveCount(0)
  await visitor.close()
})
