import { expect, type Page } from '@playwright/test'

/** Waits for a toast and closes it, leaving the screen as it is without it. */
export async function expectToast(page: Page, message: string) {
  const toast = page.locator('ion-toast').filter({ hasText: message })
  await expect(toast).toBeVisible()
  await toast.getByRole('button', { name: 'Close' }).click()
  await expect(toast).toHaveCount(0)
}
