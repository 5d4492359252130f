import { expect, type Locator, type Page } from '@playwright/test'

/**
 * A toast by its text: Ionic's, or the plain one shown inside an open sign-in dialog, the one part
 * of the page a modal `<dialog>` leaves usable (docs/decisions/0009-plain-visitor-dialogs.md).
 */
export const toastWith = (page: Page, text: string): Locator =>
  page.locator('ion-toast').or(page.locator('.plain-toast')).filter({ hasText: text })

/** Waits for a toast and closes it, leaving the screen as it is without it. */
export async function expectToast(page: Page, message: string) {
  const toast = toastWith(page, message)
  await expect(toast).toBeVisible()
  await toast.getByRole('button', { name: 'Close' }).click()
  await expect(toast).toHaveCount(0)
}
