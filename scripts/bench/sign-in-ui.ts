import type { Page } from '@playwright/test'
import { AUTH_TEXT } from '../../src/app/features/auth/auth-texts.ts'
import { DEMO_PASSWORD } from '../../src/server/seed/demo-accounts.ts'

export const BENCH_BUYER = 'buyer@demo.example'

/** A real sign-in, as the buyer does it: the header's Log in link and the Log In dialog. */
export async function signInThroughUi(page: Page, url: string): Promise<void> {
  // Once the app has started: a click while it boots was at times never delivered to the page in
  // the Chrome that Lighthouse drives, and the sign-in is not what the bench measures.
  await page.goto(`${url}/`, { waitUntil: 'networkidle' })
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Log in' })
    .click()
  const dialog = page.getByRole('dialog', { name: AUTH_TEXT.loginTitle })
  await dialog.getByLabel(AUTH_TEXT.workEmail).fill(BENCH_BUYER)
  await dialog.getByLabel(AUTH_TEXT.password, { exact: true }).fill(DEMO_PASSWORD)
  await dialog.getByRole('button', { name: AUTH_TEXT.logInButton }).click()
  await dialog.waitFor({ state: 'hidden' })
}
