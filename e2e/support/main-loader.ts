import type { Page } from '@playwright/test'

/** The full-page start-up spinner (the offline banner is another, always present, status region). */
export const mainLoader = (page: Page) => page.getByRole('status').filter({ hasText: 'Loading' })
