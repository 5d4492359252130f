import { expect, type Locator, type Page } from '@playwright/test'
import { AUTH_TEXT } from '../../src/app/features/auth/auth-texts.ts'
import type { Role } from '../../src/domain/roles.ts'
import { DEMO_ACCOUNTS } from '../../src/server/seed/demo-accounts.ts'

export { DEMO_PASSWORD } from '../../src/server/seed/demo-accounts.ts'

/** The seeded demo account of a role (README "Demo accounts"). */
export function demoEmail(role: Role): string {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)
  if (!account) throw new Error(`No demo account for ${role}`)
  return account.email
}

/**
 * An open dialog by its title: a visitor's sign-in dialogs are the browser's own `<dialog>`, the
 * app's are Ionic's. Ionic puts role=dialog inside the modal's shadow root, where the form is only
 * slotted in: locate the host, so the form's fields are found inside it.
 */
export function dialog(page: Page, title: string): Locator {
  const named = page.getByRole('dialog', { name: title })
  return page
    .locator('dialog')
    .and(named)
    .or(page.locator('ion-modal').filter({ has: named }))
}

/** An open short confirmation (Ionic's alert, src/app/ui/confirm-alert.tsx) by its title. */
export function alertDialog(page: Page, title: string): Locator {
  return page.getByRole('alertdialog', { name: title })
}

export function accountNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Account' })
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 768

/** Logs in through the header's Log in button and the Log In dialog. */
export async function logIn(page: Page, email: string, password: string) {
  await accountNav(page).getByRole('link', { name: 'Log in' }).click()
  const login = dialog(page, AUTH_TEXT.loginTitle)
  await login.getByLabel(AUTH_TEXT.workEmail).fill(email)
  await login.getByLabel(AUTH_TEXT.password, { exact: true }).fill(password)
  await login.getByRole('button', { name: AUTH_TEXT.logInButton }).click()
  // Password hashing on two busy cores can take longer than the default wait.
  await expect(login).toBeHidden({ timeout: 30_000 })
}

/** The items of the phone's side menu (src/app/ui/phone-menu.tsx). */
export const phoneMenuItems = (page: Page) => page.locator('ion-menu .account-menu__item')

/** Opens the account menu (the dropdown, or below 768 px the side menu); answers its items. */
export async function openAccountMenu(page: Page): Promise<Locator> {
  if (isMobile(page)) {
    await accountNav(page).getByRole('button', { name: 'Menu' }).click()
    await expect(page.locator('ion-menu')).toBeVisible()
    return phoneMenuItems(page)
  }
  await accountNav(page).getByRole('button', { expanded: false }).click()
  return page.locator('ion-popover .account-menu__item')
}

/** Chooses an item of the account menu by its label. */
export async function chooseMenuItem(page: Page, label: string) {
  const items = await openAccountMenu(page)
  await items.filter({ hasText: new RegExp(`^${label}$`) }).click()
}

/** The Forgot Password dialog, reached from Log In, with the email typed in. */
export async function recoveryDialogFor(page: Page, email: string): Promise<Locator> {
  await page.goto('/log-in')
  await dialog(page, AUTH_TEXT.loginTitle)
    .getByRole('button', { name: AUTH_TEXT.forgotPassword })
    .click()
  const recovery = dialog(page, AUTH_TEXT.recoveryTitle)
  await recovery.getByLabel(AUTH_TEXT.workEmail).fill(email)
  return recovery
}
