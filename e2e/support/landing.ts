import type { Page } from '@playwright/test'
import { mainLoader } from './main-loader.ts'
import { expect } from './test.ts'

/** The first logo of the vendors' slider: it comes from the API, so the app itself is showing. */
export const firstSliderLogo = (page: Page) =>
  page.getByRole('region', { name: 'Registered vendors' }).getByRole('img').first()

/** The landing page once the app, not the pre-rendered page, shows it and has started. */
export async function openLanding(page: Page) {
  await page.goto('/')
  await expect(firstSliderLogo(page)).toBeVisible()
  await expect(mainLoader(page)).toHaveCount(0)
}
