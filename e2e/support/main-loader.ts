import type { Page } from '@playwright/test'

/** The full-page start-up spinner (the offline banner is another, always present, status region). */
export const mainLoader = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading' })

/**
 * Marks the page's root once the spinner has appeared: it shows for at most a second, which a
 * check that polls can miss on a busy machine.
 */
export function recordSpinnerShown(page: Page) {
  return page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('.main-loader')) return
      document.documentElement.dataset.spinnerShown = 'true'
      seen.disconnect()
    })
    seen.observe(document, { childList: true, subtree: true })
  })
}

export const spinnerShown = (page: Page) => page.locator('html[data-spinner-shown]')
