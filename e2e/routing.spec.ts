import { expectNoSeriousA11yViolations } from './accessibility.ts'
import { mainLoader } from './support/main-loader.ts'
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
  await expectNoSeriousA11yViolations(page)
})

test('the link-expired page says the link is not valid', async ({ page }) => {
  await page.goto('/link-expired')
  await expect(page.getByText('The URL you requested is not valid or has expired.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('error pages opened with no previous location go to /', async ({ page }) => {
  for (const path of ['/forbidden', '/not-found', '/server-error']) {
    await page.goto(path)
    await expect(page).toHaveURL((url) => url.pathname === '/')
  }
})

test('a full-page spinner covers the first second of start-up', async ({ page }) => {
  // From the first byte, not the load event: on a busy machine the load event can come after it.
  await page.goto('/', { waitUntil: 'commit' })
  await expect(mainLoader(page)).toBeVisible()
  await expect(mainLoader(page)).toHaveCount(0, { timeout: 3000 })
})
