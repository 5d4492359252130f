import { expect, type Locator, type Page } from '@playwright/test'

/** An Ionic select by its label: its button is named by the label, then the choice it shows. */
export function ionSelect(scope: Page | Locator, label: string): Locator {
  const page = 'page' in scope ? scope.page() : scope
  const name = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `)
  return scope.locator('ion-select').filter({ has: page.getByRole('button', { name }) })
}

/** Taps an Ionic select (its text covers its button) and picks a choice in its popover. */
export async function chooseOption(select: Locator, choice: string) {
  await select.click()
  // The select's own popover: the account menu's stays in the page, closed.
  const popover = select.page().locator('ion-popover.select-popover')
  await popover.getByRole('radio', { name: choice, exact: true }).click()
  await expect(popover).toHaveCount(0)
}
