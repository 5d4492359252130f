import { expect, type Locator } from '@playwright/test'

/**
 * Taps an Ionic radio or checkbox and waits until it reads as checked. Ionic sets `aria-checked` a
 * moment after the tap, after Playwright's `check()` has already looked ("Clicking the checkbox did
 * not change its state" on a busy machine); a person sees it checked a frame later.
 */
export async function tapToCheck(choice: Locator) {
  await choice.click()
  await expect(choice).toBeChecked()
}
