import { expect, type Page } from '@playwright/test'
import { PRODUCT_NAME } from '../../src/domain/brand.ts'

/**
 * The header's home link shows the product's mark at every width, its name above 576 px (the
 * mark's SVG has a title of the same text, so the name is found by its class).
 */
export async function expectBrandShown(page: Page) {
  const home = page.getByRole('link', { name: `${PRODUCT_NAME} home` })
  const mark = home.locator('.app-logo svg')
  await expect(mark).toBeVisible()
  expect((await mark.boundingBox())?.width).toBeGreaterThanOrEqual(24)
  const narrow = (page.viewportSize()?.width ?? 0) <= 576
  await expect(home.locator('.brand__name')).toBeVisible({ visible: !narrow })
}
