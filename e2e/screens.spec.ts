import type { Page } from '@playwright/test'
import { ADMIN_TEXT } from '../src/app/features/admin/admin-text.ts'
import { AUTH_TEXT } from '../src/app/features/auth/auth-texts.ts'
import { BUYER_ACTION_TEXT } from '../src/app/features/buyer-actions/buyer-action-texts.ts'
import { NOT_FOUND_TITLE } from '../src/app/features/errors/error-messages.ts'
import { NO_RESULTS } from '../src/app/features/search/search-messages.ts'
import { DEMO_PASSWORD, demoEmail, dialog } from './support/auth-ui.ts'
import { demoVendor } from './support/catalogue.ts'
import { createVendorAdminWithoutProfile } from './support/database.ts'
import { auditScreen, watchErrors } from './support/screen-audit.ts'
import { signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'

/**
 * The screen audit (README "Screen audit"): every route, for each role meant to see it, at both
 * widths of playwright.config.ts, in each state, checked as a person would look at it.
 */

type Who = 'visitor' | 'cpg_user' | 'vendor_admin' | 'super_admin'

type Screen = {
  name: string
  who: Who
  /** The screen shows a 404: the page itself and the API's read answer status 404. */
  answers404?: true
  /** Opens the screen in its state and waits until it shows what it is for. */
  open: (page: Page, ids: { vendorId: number; tacticId: number }) => Promise<void>
}

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

const resultsShown = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /found$/ })).toBeVisible()

const SCREENS: Screen[] = [
  {
    name: 'landing',
    who: 'visitor',
    open: async (page) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    },
  },
  {
    name: 'landing-login',
    who: 'visitor',
    open: async (page) => {
      await page.goto('/log-in')
      await expect(dialog(page, AUTH_TEXT.loginTitle)).toBeVisible()
    },
  },
  {
    name: 'landing-sign-up',
    who: 'visitor',
    open: async (page) => {
      await page.goto('/sign-up')
      await expect(page.locator('ion-modal')).toBeVisible()
    },
  },
  {
    name: 'privacy-policy',
    who: 'visitor',
    open: async (page) => {
      await page.goto('/privacy-policy')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    },
  },
  {
    name: 'unknown-page',
    who: 'visitor',
    open: async (page) => {
      await page.goto('/no-such-page')
      await heading(page, NOT_FOUND_TITLE)
    },
  },
  {
    name: 'search-tactics',
    who: 'cpg_user',
    open: async (page) => {
      await page.goto('/search')
      await expect(page.getByRole('tab', { name: 'Tactics' })).toBeVisible()
      await page.waitForLoadState('networkidle')
    },
  },
  {
    name: 'search-vendors',
    who: 'cpg_user',
    open: async (page) => {
      await page.goto('/search?tab=vendors')
      await expect(page.getByRole('tab', { name: 'Vendors' })).toBeVisible()
      await page.waitForLoadState('networkidle')
    },
  },
  {
    name: 'search-results',
    who: 'cpg_user',
    open: async (page) => {
      await page.goto('/search?keyword=media')
      await resultsShown(page)
      await page.waitForLoadState('networkidle')
    },
  },
  {
    name: 'search-empty',
    who: 'cpg_user',
    open: async (page) => {
      await page.goto('/search?keyword=zzqqxxnothing')
      await expect(page.getByText(NO_RESULTS.tactics)).toBeVisible()
    },
  },
  {
    name: 'search-filters-open',
    who: 'cpg_user',
    open: async (page) => {
      await page.goto('/search?keyword=media')
      await resultsShown(page)
      await page
        .getByRole('button', { name: /filters/i })
        .first()
        .click()
      await page.waitForTimeout(500)
    },
  },
  {
    name: 'vendor-profile',
    who: 'cpg_user',
    open: async (page, { vendorId }) => {
      await page.goto(`/company/${vendorId}`)
      await expect(page.getByRole('heading', { name: /^Tactics \(\d+\)$/ })).toBeVisible()
      await page.waitForLoadState('networkidle')
    },
  },
  {
    name: 'search-empty-recommend',
    who: 'cpg_user',
    open: async (page) => {
      await page.goto('/search?tab=vendors&keyword=zzqqxxnothing')
      await page.getByRole('button', { name: BUYER_ACTION_TEXT.recommendVendor }).click()
      await expect(dialog(page, BUYER_ACTION_TEXT.recommendVendor)).toBeVisible()
      await page.waitForTimeout(500)
    },
  },
  {
    name: 'vendor-profile-admin',
    who: 'vendor_admin',
    open: async (page, { vendorId }) => {
      await page.goto(`/company/${vendorId}`)
      await expect(page.getByRole('heading', { name: 'Company administration' })).toBeVisible()
      await page.waitForLoadState('networkidle')
    },
  },
  {
    name: 'vendor-not-found',
    who: 'cpg_user',
    answers404: true,
    open: async (page) => {
      await page.goto('/company/987654')
      await heading(page, NOT_FOUND_TITLE)
    },
  },
  {
    name: 'tactic-details',
    who: 'cpg_user',
    open: async (page, { vendorId, tacticId }) => {
      await page.goto(`/company/${vendorId}/tactics/${tacticId}`)
      await expect(page.getByRole('table', { name: /Brand Funnel/ })).toBeVisible()
      await page.waitForLoadState('networkidle')
    },
  },
  {
    name: 'tactic-details-quote',
    who: 'cpg_user',
    open: async (page, { vendorId, tacticId }) => {
      await page.goto(`/company/${vendorId}/tactics/${tacticId}`)
      await page.getByRole('button', { name: BUYER_ACTION_TEXT.requestQuote }).click()
      await expect(dialog(page, BUYER_ACTION_TEXT.requestQuote)).toBeVisible()
      await page.waitForTimeout(500)
    },
  },
  {
    name: 'tactic-details-admin',
    who: 'vendor_admin',
    open: async (page, { vendorId, tacticId }) => {
      await page.goto(`/company/${vendorId}/tactics/${tacticId}`)
      await expect(page.getByRole('table', { name: /Brand Funnel/ })).toBeVisible()
      await page.waitForLoadState('networkidle')
    },
  },
  {
    name: 'admin-overview',
    who: 'super_admin',
    open: async (page) => {
      await page.goto('/admin')
      await expect(page.locator('.admin-stat__value').first()).toHaveText(/^\d/)
    },
  },
  {
    name: 'admin-menu',
    who: 'super_admin',
    open: async (page) => {
      await page.goto('/admin')
      await heading(page, ADMIN_TEXT.overview)
      const menu = page.getByRole('button', { name: 'Menu' })
      if (await menu.isVisible()) await menu.click()
      await expect(page.getByRole('navigation', { name: ADMIN_TEXT.sections })).toBeVisible()
      await page.waitForTimeout(500)
    },
  },
  {
    name: 'admin-vendor-claims',
    who: 'super_admin',
    open: async (page) => {
      await page.goto('/admin/vendor-claims')
      await heading(page, ADMIN_TEXT.vendorClaims)
      await expect(page.locator('.admin-table, .admin-empty')).toBeVisible()
    },
  },
]

/** The demo vendor's ids, read once per worker. */
let demo: { vendorId: number; tacticId: number } | undefined

for (const screen of SCREENS) {
  test(`${screen.name} (${screen.who})`, async ({ page }, info) => {
    if (!demo) {
      const { vendorId, tactic } = await demoVendor(page.request)
      demo = { vendorId, tacticId: tactic.id }
    }
    if (screen.who !== 'visitor') await signInAs(page, demoEmail(screen.who), DEMO_PASSWORD)
    const errors = watchErrors(page)
    await screen.open(page, demo)
    // The vendor page the screen opened, and the API's read of it.
    const expected404 = /^response: 404 \S*\/(api\/v1|company)\//
    const unexpected = screen.answers404 ? errors.filter((e) => !expected404.test(e)) : errors
    await auditScreen(page, info, screen.name, unexpected)
  })
}

test('welcome (vendor_admin without a profile)', async ({ page }, info) => {
  const { email } = await createVendorAdminWithoutProfile(DEMO_PASSWORD)
  await signInAs(page, email, DEMO_PASSWORD)
  const errors = watchErrors(page)
  await page.goto('/company')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await auditScreen(page, info, 'welcome', errors)
})
