import type { Page } from '@playwright/test'
import { INSTALL_TEXT } from '../src/app/features/install/install-texts.ts'
import { watchErrors } from './support/screen-audit.ts'
import { expect, test } from './support/test.ts'

/* A visitor's landing page says nothing in the console: no hydration mismatch. */

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1'

/** Once the page has nothing more to fetch: what it calls late (a probe, a warm-up) is in. */
const settled = (page: Page) => page.waitForLoadState('networkidle')

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE })

  test('the landing page hydrates without an error and tells how to add the app', async ({
    page,
  }) => {
    const errors = watchErrors(page)
    await page.goto('/')
    await expect(page.getByText(INSTALL_TEXT.iosSummary)).toBeVisible()
    await settled(page)
    expect(errors).toEqual([])
  })
})

test('the landing page opened again hydrates without an error, its saved logos after it', async ({
  page,
}) => {
  await page.goto('/')
  const logos = page.getByRole('img', { name: 'Registered vendor logo' })
  await expect(logos.first()).toBeVisible()
  await settled(page)
  // The logos are now in the query cache saved on the device, which the app reads before React
  // adopts the pre-rendered page (whose slider is still a row of placeholders).
  const errors = watchErrors(page)
  await page.reload()
  await expect(logos.first()).toBeVisible()
  await settled(page)
  expect(errors).toEqual([])
})
