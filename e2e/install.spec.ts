import { devices } from '@playwright/test'
import { INSTALL_TEXT } from '../src/app/features/install/install-texts.ts'
import { expectNoSeriousA11yViolations } from './accessibility.ts'
import { expect, test } from './support/test.ts'

test('the browser’s install offer becomes an Install app button that opens its dialog', async ({
  page,
}) => {
  await page.goto('/privacy-policy')
  const button = page.getByRole('button', { name: INSTALL_TEXT.button })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(button).toHaveCount(0)
  // Chromium offers an install only after engagement: the offer is dispatched as it would arrive.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        ;(window as unknown as { prompted: boolean }).prompted = true
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    })
    window.dispatchEvent(offer)
  })
  await expect(button).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await button.click()
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(
    true,
  )
  await expect(button).toHaveCount(0)
})

test('on an iPhone the footer explains Add to Home Screen', async ({ browser, baseURL }) => {
  const { defaultBrowserType: _, ...iphone } = devices['iPhone 13']
  const context = await browser.newContext({ ...iphone, baseURL })
  try {
    const page = await context.newPage()
    await page.goto('/privacy-policy')
    await page.getByText(INSTALL_TEXT.iosSummary).click()
    for (const step of INSTALL_TEXT.iosSteps) await expect(page.getByText(step)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  } finally {
    await context.close()
  }
})
