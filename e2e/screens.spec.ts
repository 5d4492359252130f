import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { ACCOUNT_TEXT } from '../src/app/features/account/account-messages.ts'
import { TWO_FACTOR_TEXT } from '../src/app/features/account/two-factor-text.ts'
import { ACTIVITY_TEXT } from '../src/app/features/admin/activity-text.ts'
import { ADMIN_TEXT } from '../src/app/features/admin/admin-text.ts'
import { AUDIT_TEXT } from '../src/app/features/admin/audit-text.ts'
import { COMPANY_TEXT } from '../src/app/features/admin/company-text.ts'
import { ADMIN_EVENT_TEXT } from '../src/app/features/admin/event-text.ts'
import { LOOKUP_TEXT } from '../src/app/features/admin/lookup-text.ts'
import { MAIL_TEXT } from '../src/app/features/admin/mail-text.ts'
import { RECOMMENDATION_TEXT } from '../src/app/features/admin/recommendation-text.ts'
import { STATISTICS_TEXT } from '../src/app/features/admin/statistics-text.ts'
import { AUTH_TEXT } from '../src/app/features/auth/auth-texts.ts'
import { BUYER_ACTION_TEXT } from '../src/app/features/buyer-actions/buyer-action-texts.ts'
import { COMPANY_FORM_TEXT } from '../src/app/features/company-form/company-form-messages.ts'
import { COMPARE_TEXT } from '../src/app/features/compare/compare-texts.ts'
import { NOT_FOUND_TITLE, PAGE_NOT_WORKING } from '../src/app/features/errors/error-messages.ts'
import { BOOTH_TEXT } from '../src/app/features/events/booth-texts.ts'
import { EVENT_TEXT } from '../src/app/features/events/event-texts.ts'
import { TAKE_OFFLINE_TEXT } from '../src/app/features/events/take-offline-texts.ts'
import { MEMBER_TEXT } from '../src/app/features/members/member-messages.ts'
import { QUOTE_TEXT } from '../src/app/features/quotes/quote-texts.ts'
import {
  APPLIED_FILTERS,
  CLEAR_FILTERS,
  NO_RESULTS,
  OFFLINE_SEARCH,
  SEARCH_FAILED,
} from '../src/app/features/search/search-messages.ts'
import { SHORTLIST_TEXT } from '../src/app/features/shortlists/shortlist-texts.ts'
import { TACTIC_FORM_TEXT } from '../src/app/features/tactic-form/tactic-form-messages.ts'
import { WELCOME_TEXT } from '../src/app/features/welcome/welcome-texts.ts'
import { OFFLINE_TEXT } from '../src/app/offline/offline-texts.ts'
import { OUTBOX_TEXT } from '../src/app/offline/outbox/outbox-texts.ts'
import { STARTUP_SPINNER_MS } from '../src/app/ui/main-loader.tsx'
import { UNSAVED_CHANGES_TEXT } from '../src/app/ui/unsaved-changes-modal.tsx'
import { ADMIN_LOOKUP_MESSAGES } from '../src/domain/admin-lookups.ts'
import { AUTH_MESSAGES } from '../src/domain/auth-messages.ts'
import { EVENT_MESSAGES } from '../src/domain/events.ts'
import { INSIGHT_COUNTS, INSIGHT_MESSAGES } from '../src/domain/insights.ts'
import { JOIN_REQUEST_TEXT } from '../src/domain/join-request-messages.ts'
import { SAVED_SEARCH_MESSAGES } from '../src/domain/saved-searches.ts'
import { TACTIC_MESSAGES } from '../src/domain/tactic-schemas.ts'
import { SECOND_FACTOR_FIELD } from '../src/domain/two-factor.ts'
import { UPLOADS_BUSY } from '../src/domain/upload-messages.ts'
import { VENDOR_MESSAGES } from '../src/domain/vendor-schemas.ts'
import {
  chooseMenuItem,
  DEMO_PASSWORD,
  demoEmail,
  dialog,
  openAccountMenu,
} from './support/auth-ui.ts'
import { demoVendor } from './support/catalogue.ts'
import {
  createInvitation,
  createVendorAdminWithoutProfile,
  createWaitingRegistrant,
  uniqueEmail,
} from './support/database.ts'
import { swapCamera } from './support/fake-camera.ts'
import { landscapePng } from './support/images.ts'
import { tapToCheck } from './support/ionic-choice.ts'
import { expectImagesShown } from './support/network.ts'
import { auditScreen, watchErrors } from './support/screen-audit.ts'
import { apiSignIn, authHeaders, signInAs } from './support/session.ts'
import { creepClockWhile, runClockUntil, stopClock } from './support/stopped-clock.ts'
import { SERVICE_WORKER } from './support/tags.ts'
import { expect, test } from './support/test.ts'
import { expectToast } from './support/toasts.ts'
import { createVendorClaim } from './support/vendor-claim.ts'

/**
 * The screen audit (README "Screen audit"): every route of the route tree, for each role meant to
 * see it, on a phone, a tablet (on its side, then turned upright) and a desktop, in each state
 * (loaded, empty, error, offline, each modal and sheet open), checked as a person would look at
 * it. One page load per screen: its states follow one another on it.
 */

type Who = 'visitor' | 'cpg_user' | 'vendor_admin' | 'super_admin' | 'new_vendor' | 'registrant'
type Ids = { vendorId: number; tacticId: number }

type State = {
  name: string
  /** Brings the page into the state and waits until it shows it. */
  enter: (page: Page, ids: Ids) => Promise<void>
  /** Answers that are the state itself (the API made to fail), not faults. */
  expects?: RegExp
  /** Entered with the page's clock stopped (stopClock): audited as it creeps, then let run. */
  clockStopped?: boolean
}

type Screen = {
  /** The route of src/app/route-tree.gen.ts the screen shows. */
  route: string
  name: string
  who: Who
  /** The first state opens the page; the others start from the one before. */
  states: State[]
}

/** A lazily loaded dialog or page can take long to show on a machine under load. */
const SHOWN = { timeout: 30_000 }

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible(SHOWN)

const shown = (page: Page, text: string | RegExp) =>
  expect(page.getByText(text).first()).toBeVisible(SHOWN)

/**
 * An admin list's rows as they settle: while the next page loads the last one's rows stay, dimmed
 * (aria-busy), and axe reads their dimmed text as too faint.
 */
const adminResultsSettled = (page: Page) =>
  expect(page.locator('.account-results[aria-busy="true"]')).toHaveCount(0, SHOWN)

const resultsShown = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /found$/ })).toBeVisible(SHOWN)

/** Ionic's modals and alerts that are open, and the sign-in dialogs' plain `<dialog>`. */
const openOverlays = (page: Page) =>
  page.locator('ion-modal:not(.overlay-hidden), ion-alert:not(.overlay-hidden), dialog[open]')

/** Closes what the state before opened: the modal's Close or Cancel, or Escape. */
async function closeOverlay(page: Page) {
  const overlays = openOverlays(page)
  // An overlay still coming in ignores Escape: press again until it goes.
  await expect(async () => {
    await page.keyboard.press('Escape')
    await expect(overlays).toHaveCount(0, { timeout: 2_000 })
  }).toPass(SHOWN)
}

/** Every API read but the session's answers 500 from now on. */
const API_FAILING = /^response: 500 \S*\/api\/v1\//
async function failApi(page: Page) {
  await page.route(
    (url) =>
      url.pathname.startsWith('/api/v1/') &&
      !/\/(auth|account|me|health|ready)\b/.test(url.pathname),
    (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":["boom"]}' }),
  )
}

const open =
  (url: (ids: Ids) => string, ready: (page: Page) => Promise<unknown>) =>
  async (page: Page, ids: Ids) => {
    await page.goto(url(ids))
    await ready(page)
  }

const featuredTactics = (page: Page) =>
  page.getByRole('list', { name: ADMIN_TEXT.featuredLists.tactic.list }).getByRole('listitem')

/** The first list of a group of /shortlists ("Your shortlists" or "Shared with me"), opened. */
async function openShortlist(page: Page, group: string) {
  await page.goto('/shortlists')
  await page.getByRole('region', { name: group }).getByRole('link').first().click()
}

/** The upload of a shortlist item's photo (PUT /shortlists/{id}/items/{kind}/{itemId}/photo). */
const PHOTO_UPLOAD = (url: URL) =>
  /^\/api\/v1\/shortlists\/\d+\/items\/\w+\/\d+\/photo$/.test(url.pathname)

/** The server's answer to a photo while its uploads are busy (a refusal a person can retry). */
const PHOTO_REFUSED = {
  status: 422,
  json: { errors: { photo: [UPLOADS_BUSY], full_messages: [UPLOADS_BUSY] } },
}

/** A photo chosen for the list's first item, as the camera or the file picker hands it over. */
async function choosePhoto(page: Page) {
  await page
    .locator('.shortlist-item')
    .first()
    .locator('input[type=file]')
    .setInputFiles({ name: 'booth.png', mimeType: 'image/png', buffer: await landscapePng() })
}

/** The first request of a quote list whose card reads `status`, opened. */
async function openQuote(page: Page, list: '/quotes' | '/company/quotes', status: string) {
  await page.goto(list)
  await page.locator('.quote-card').filter({ hasText: status }).first().getByRole('link').click()
  await expect(page.locator('.quote-reply').first()).toBeVisible(SHOWN)
  await expect(page.locator('.main-loader')).toHaveCount(0, SHOWN)
}

/** Every quote list answers empty from now on, as a user who sent or received none sees it. */
async function noQuotes(page: Page) {
  const empty = { quotes: [], page: 1, per_page: 25, total_count: 0 }
  await page.route(
    (url) => /^\/api\/v1\/(vendors\/\d+\/)?quotes$/.test(url.pathname),
    (route) => route.fulfill({ json: { ...empty, new_count: 0, waiting_count: 0 } }),
  )
}

/** The first show of /events that is on or upcoming, opened. */
async function openUpcomingEvent(page: Page) {
  await page.goto('/events')
  await page.getByRole('region', { name: EVENT_TEXT.upcoming }).getByRole('link').first().click()
  await expect(page.locator('.exhibitor-row').first()).toBeVisible(SHOWN)
}

/**
 * The event's offline bundle three vendors a page, every page after the first held until the
 * returned function lets them through: the download stands still part way.
 */
async function holdBundleAfterFirstPage(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const bundle = /\/api\/v1\/events\/\d+\/offline_bundle$/
  await page.route(
    (url) => bundle.test(url.pathname),
    async (route) => {
      const url = new URL(route.request().url())
      url.searchParams.set('per_page', '3')
      if (url.searchParams.get('page') !== '1') await released
      await route.continue({ url: url.href })
    },
  )
  return release
}

/** Lets the held pages of holdBundleAfterFirstPage through. */
let releaseBundle = () => {}

async function searchFor(page: Page, keyword: string) {
  const box = page.getByRole('combobox').first()
  await box.fill(keyword)
  await box.press('Enter')
}

const SCREENS: Screen[] = [
  {
    route: '/',
    name: 'landing',
    who: 'visitor',
    states: [
      {
        name: 'loaded',
        // The pre-rendered page paints before the app starts: loaded is once the app has drawn the
        // sliders' logos (and its start-up spinner has come, to go before the picture).
        enter: open(
          () => '/',
          (p) => expect(p.locator('.logo-slider__item img').first()).toBeVisible(SHOWN),
        ),
      },
    ],
  },
  {
    route: '/log-in',
    name: 'log-in',
    who: 'visitor',
    states: [
      {
        name: 'open',
        enter: open(
          () => '/log-in',
          (p) => expect(dialog(p, AUTH_TEXT.loginTitle)).toBeVisible(SHOWN),
        ),
      },
      {
        // The server's refusal, in an alert the visitor can dismiss.
        name: 'refused',
        enter: async (page) => {
          const login = dialog(page, AUTH_TEXT.loginTitle)
          await login.getByLabel(AUTH_TEXT.workEmail).fill(demoEmail('cpg_user'))
          await login.getByLabel(AUTH_TEXT.password, { exact: true }).fill('Wrong-pass1!')
          await login.getByRole('button', { name: AUTH_TEXT.logInButton }).click()
          await expect(login.getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidCredentials, SHOWN)
        },
        expects: /^response: 401 .*\/auth\/sign_in$/,
      },
      {
        // A right password for an account with two-factor sign-in: the code is asked for next.
        name: 'code-asked',
        enter: async (page) => {
          const login = dialog(page, AUTH_TEXT.loginTitle)
          await login.getByLabel(AUTH_TEXT.workEmail).fill(demoEmail('super_admin'))
          await login.getByLabel(AUTH_TEXT.password, { exact: true }).fill(DEMO_PASSWORD)
          await login.getByRole('button', { name: AUTH_TEXT.logInButton }).click()
          await expect(login.getByLabel(SECOND_FACTOR_FIELD.label)).toBeVisible(SHOWN)
        },
        expects: /^response: 401 .*\/auth\/sign_in$/,
      },
    ],
  },
  {
    route: '/sign-up',
    name: 'sign-up',
    who: 'visitor',
    states: [
      {
        name: 'step-1',
        enter: open(
          () => '/sign-up',
          (p) => shown(p, AUTH_TEXT.stepOf(1)),
        ),
      },
      {
        name: 'step-2',
        enter: async (page) => {
          const register = dialog(page, AUTH_TEXT.registerTitle)
          const email = uniqueEmail('signup')
          await register.getByLabel(AUTH_TEXT.firstName).fill('Sam')
          await register.getByLabel(AUTH_TEXT.lastName).fill('Signup')
          await register.getByLabel(AUTH_TEXT.workEmail).fill(email)
          await register.getByLabel(AUTH_TEXT.companyName).fill(`Signup ${email}`)
          await register.getByLabel(AUTH_TEXT.companyWebsite).fill('https://signup.example')
          await tapToCheck(register.getByRole('radio', { name: AUTH_TEXT.roleCpg }))
          await tapToCheck(register.getByRole('checkbox', { name: AUTH_TEXT.agreeToTerms }))
          await register.getByRole('button', { name: AUTH_TEXT.continue }).click()
          await shown(page, AUTH_TEXT.stepOf(2))
        },
      },
      {
        name: 'step-3',
        enter: async (page) => {
          const register = dialog(page, AUTH_TEXT.registerTitle)
          await register.getByLabel(AUTH_TEXT.jobTitle).fill('Brand Manager')
          await register.getByLabel(AUTH_TEXT.password, { exact: true }).fill('New-member1!')
          await register.getByLabel(AUTH_TEXT.passwordConfirmation).fill('New-member1!')
          await register.getByRole('button', { name: AUTH_TEXT.continue }).click()
          await shown(page, AUTH_TEXT.stepOf(3))
        },
      },
    ],
  },
  {
    route: '/reset-password',
    name: 'password-recovery',
    who: 'visitor',
    states: [
      {
        name: 'open',
        enter: open(
          () => '/reset-password',
          (p) => expect(dialog(p, AUTH_TEXT.recoveryTitle)).toBeVisible(SHOWN),
        ),
      },
    ],
  },
  {
    route: '/accept-invitation',
    name: 'invitation',
    who: 'visitor',
    states: [
      {
        name: 'open',
        enter: async (page) => {
          const email = uniqueEmail('invited')
          const token = await createInvitation({
            role: 'vendor_user',
            companyOf: demoEmail('vendor_admin'),
            email,
          })
          const query = new URLSearchParams({ confirmation_token: token, email })
          await page.goto(`/accept-invitation?${query}`)
          await expect(dialog(page, AUTH_TEXT.invitationTitle)).toBeVisible(SHOWN)
        },
      },
    ],
  },
  {
    route: '/privacy-policy',
    name: 'privacy-policy',
    who: 'visitor',
    states: [
      {
        name: 'loaded',
        enter: open(
          () => '/privacy-policy',
          (p) => heading(p, /./),
        ),
      },
    ],
  },
  {
    route: '/link-expired',
    name: 'link-expired',
    who: 'visitor',
    states: [
      {
        name: 'loaded',
        enter: open(
          () => '/link-expired',
          (p) => heading(p, 'Link expired'),
        ),
      },
    ],
  },
  {
    route: '/not-found',
    name: 'not-found',
    who: 'cpg_user',
    states: [
      {
        name: 'unknown-page',
        enter: open(
          () => '/no-such-page',
          (p) => heading(p, NOT_FOUND_TITLE),
        ),
      },
      {
        name: 'unknown-vendor',
        enter: open(
          () => '/company/987654',
          (p) => heading(p, NOT_FOUND_TITLE),
        ),
        // The vendor page the screen opened, and the API's read of it.
        expects: /^response: 404 \S*\/(api\/v1|company)\//,
      },
    ],
  },
  {
    route: '/forbidden',
    name: 'forbidden',
    who: 'cpg_user',
    states: [
      {
        name: 'loaded',
        enter: open(
          () => '/company/create',
          (p) => heading(p, /Access/),
        ),
      },
    ],
  },
  {
    route: '/server-error',
    name: 'server-error',
    who: 'cpg_user',
    states: [
      {
        name: 'vendor-api-500',
        enter: async (page, { vendorId }) => {
          await failApi(page)
          await page.goto(`/company/${vendorId}`)
          await heading(page, PAGE_NOT_WORKING)
        },
        expects: API_FAILING,
      },
    ],
  },
  {
    route: '/search',
    name: 'search',
    who: 'cpg_user',
    states: [
      {
        name: 'tactics',
        enter: open(
          () => '/search',
          (p) => expect(p.getByRole('tab', { name: 'Tactics' })).toBeVisible(SHOWN),
        ),
      },
      {
        name: 'results',
        enter: async (page) => {
          await searchFor(page, 'media')
          await resultsShown(page)
        },
      },
      {
        // Docs/spec/workspace.md §2: two tactics ticked "Compare" bring up "Compare (2)".
        name: 'compare-bar',
        enter: async (page) => {
          const choices = page.getByRole('checkbox', { name: /^Compare / })
          for (const index of [0, 1]) await choices.nth(index).click()
          await expect(page.getByRole('button', { name: COMPARE_TEXT.bar(2) })).toBeVisible(SHOWN)
        },
      },
      {
        name: 'filters-open',
        enter: async (page) => {
          // The comparison's choice ends here: the states after it show the search alone.
          await page.getByRole('button', { name: COMPARE_TEXT.clear, exact: true }).click()
          await expect(page.getByRole('button', { name: COMPARE_TEXT.bar(2) })).toHaveCount(0)
          await page
            .getByRole('button', { name: /filters/i })
            .first()
            .click()
        },
      },
      {
        name: 'vendors',
        enter: open(
          () => '/search?tab=vendors',
          (p) => expect(p.getByRole('tab', { name: 'Vendors' })).toBeVisible(SHOWN),
        ),
      },
      {
        name: 'account-menu',
        enter: async (page) => {
          await openAccountMenu(page)
        },
      },
      {
        name: 'suggestions',
        enter: async (page) => {
          await page.keyboard.press('Escape')
          await expect(page.getByRole('list', { name: 'Account menu' })).toBeHidden(SHOWN)
          await page.getByRole('combobox').fill('Bright')
          await expect(page.getByRole('listbox', { name: 'Suggested vendors' })).toBeVisible(SHOWN)
        },
      },
      {
        // Chips of the applied filters, and the media-type tiles counting the results.
        name: 'filters-applied',
        enter: open(
          () => '/search?tab=vendors&keyword=media&yearsMin=10&yearsMax=999&allCountries=true',
          async (p) => {
            await expect(p.getByRole('list', { name: APPLIED_FILTERS.list })).toBeVisible(SHOWN)
            await resultsShown(p)
          },
        ),
      },
      {
        // "At {event name}" from the upcoming event's link: its chip over its exhibitors' tactics.
        name: 'event-filter',
        enter: async (page) => {
          await openUpcomingEvent(page)
          await page.getByRole('link', { name: EVENT_TEXT.searchTactics }).click()
          await expect(page.getByRole('list', { name: APPLIED_FILTERS.list })).toBeVisible(SHOWN)
          await resultsShown(page)
        },
      },
      {
        // Filters that leave nothing: the empty state offers to clear them.
        name: 'empty',
        enter: open(
          () => '/search?tab=vendors&keyword=zzqqxxnothing&allCountries=true',
          async (p) => {
            await shown(p, NO_RESULTS.vendors)
            await shown(p, CLEAR_FILTERS)
          },
        ),
      },
      {
        name: 'recommend-vendor',
        enter: async (page) => {
          await page.getByRole('button', { name: BUYER_ACTION_TEXT.recommendVendor }).click()
          await expect(dialog(page, BUYER_ACTION_TEXT.recommendVendor)).toBeVisible(SHOWN)
        },
      },
      {
        // The cards' placeholders, after a vendor page whose style sheet has skeletons of its own.
        name: 'loading',
        enter: async (page, { vendorId }) => {
          await page.goto(`/company/${vendorId}`)
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SHOWN)
          await page.route(/\/tactic_search\b/, () => {})
          // Time stands still while the search is held: past the app's 3-s deadline it is lie-fi.
          await stopClock(page)
          await page.goto('/search?keyword=loading')
          // Past the start-up spinner's second, well within the search's 3-s deadline.
          await runClockUntil(page, page.getByText('Searching…'), STARTUP_SPINNER_MS + 100)
          await expect(page.locator('.main-loader')).toHaveCount(0)
          const logo = page.locator('.result-card--skeleton .skeleton').first()
          expect(await logo.boundingBox()).toMatchObject({ width: 56, height: 56 })
        },
        clockStopped: true,
      },
      {
        name: 'api-500',
        enter: async (page) => {
          await failApi(page)
          await page.goto('/search?keyword=failing')
          await expect(page.locator('ion-toast').filter({ hasText: SEARCH_FAILED })).toBeVisible()
        },
        expects: API_FAILING,
      },
      {
        name: 'offline',
        enter: async (page) => {
          await page.unrouteAll()
          await page.context().setOffline(true)
          await searchFor(page, 'offline')
          // The panel says the search needs the network; no toast asks to refresh the page.
          await shown(page, OFFLINE_SEARCH.title)
          await expect(page.locator('ion-toast').filter({ hasText: SEARCH_FAILED })).toHaveCount(0)
        },
      },
    ],
  },
  {
    route: '/company/$vendorId/',
    name: 'vendor-profile',
    who: 'cpg_user',
    states: [
      {
        name: 'loaded',
        enter: open(
          ({ vendorId }) => `/company/${vendorId}`,
          async (p) => {
            // The buyer's own page, not the visitor's the server drew before the app started.
            await expect(
              p.getByRole('button', { name: BUYER_ACTION_TEXT.shareViaEmail }),
            ).toBeVisible(SHOWN)
            await expect(p.getByRole('heading', { name: /^Tactics \(\d+\)$/ })).toBeVisible(SHOWN)
          },
        ),
      },
      {
        name: 'share',
        enter: async (page) => {
          await page.getByRole('button', { name: BUYER_ACTION_TEXT.shareViaEmail }).click()
          const share = dialog(page, BUYER_ACTION_TEXT.shareViaEmail)
          await expect(share).toBeVisible(SHOWN)
          // Two recipients as chips, each with its remove button.
          const to = share.getByLabel('To', { exact: true })
          await to.fill('ana@example.com, ben.long.address@example.com')
          await to.press('Enter')
          await expect(share.getByRole('listitem')).toHaveCount(2)
        },
      },
      {
        name: 'quote',
        enter: async (page) => {
          await closeOverlay(page)
          await page.getByRole('button', { name: BUYER_ACTION_TEXT.requestQuote }).click()
          await expect(dialog(page, BUYER_ACTION_TEXT.requestQuote)).toBeVisible(SHOWN)
        },
      },
    ],
  },
  {
    route: '/company/$vendorId/',
    name: 'vendor-profile-visitor',
    who: 'visitor',
    states: [
      {
        name: 'register',
        enter: open(
          ({ vendorId }) => `/company/${vendorId}`,
          (p) => expect(dialog(p, AUTH_TEXT.registerTitle)).toBeVisible(SHOWN),
        ),
      },
    ],
  },
  {
    route: '/company/$vendorId/tactics/$tacticId/',
    name: 'tactic-details-visitor',
    who: 'visitor',
    states: [
      {
        name: 'register',
        enter: open(
          ({ vendorId, tacticId }) => `/company/${vendorId}/tactics/${tacticId}`,
          (p) => expect(dialog(p, AUTH_TEXT.registerTitle)).toBeVisible(SHOWN),
        ),
      },
    ],
  },
  {
    route: '/company/$vendorId/',
    name: 'vendor-profile-admin',
    who: 'vendor_admin',
    states: [
      {
        name: 'loaded',
        enter: open(
          ({ vendorId }) => `/company/${vendorId}`,
          (p) => shown(p, MEMBER_TEXT.title),
        ),
      },
      {
        // The member's booth card, with "Print booth card".
        name: 'booth-card',
        enter: async (page) => {
          const card = page.getByRole('region', { name: BOOTH_TEXT.cardTitle })
          await card.scrollIntoViewIfNeeded()
          await expect(card.getByRole('button', { name: BOOTH_TEXT.print })).toBeInViewport(SHOWN)
        },
      },
      {
        name: 'members',
        enter: async (page) => {
          // Its top brought to the top: a list taller than the screen (invitations other tests
          // sent) would be centred with its first member above the screen. Scrolled again if the
          // page was still settling (a lazily drawn section above it).
          await expect(async () => {
            await page
              .locator('#invite-members')
              .evaluate((section) => section.scrollIntoView({ block: 'start' }))
            await expect(page.locator('#invite-members ion-item').first()).toBeInViewport({
              timeout: 2_000,
            })
          }).toPass(SHOWN)
        },
      },
      {
        name: 'invite-members',
        enter: async (page) => {
          await page.getByRole('button', { name: MEMBER_TEXT.inviteMembers }).click()
          await expect(dialog(page, MEMBER_TEXT.inviteTitle)).toBeVisible(SHOWN)
        },
      },
      {
        name: 'delete-member',
        enter: async (page) => {
          await closeOverlay(page)
          await page
            .getByRole('button', { name: new RegExp(`^${MEMBER_TEXT.delete} `) })
            .first()
            .click()
          await expect(openOverlays(page)).toHaveCount(1, SHOWN)
        },
      },
    ],
  },
  {
    route: '/company/$vendorId/tactics/$tacticId/',
    name: 'tactic-details',
    who: 'cpg_user',
    states: [
      {
        name: 'loaded',
        enter: open(
          ({ vendorId, tacticId }) => `/company/${vendorId}/tactics/${tacticId}`,
          (p) => expect(p.getByRole('heading', { name: /Brand Funnel/ })).toBeVisible(SHOWN),
        ),
      },
      {
        name: 'quote',
        enter: async (page) => {
          await page.getByRole('button', { name: BUYER_ACTION_TEXT.requestQuote }).click()
          await expect(dialog(page, BUYER_ACTION_TEXT.requestQuote)).toBeVisible(SHOWN)
        },
      },
      {
        // The demo buyer's lists, each with its checkbox, and "New shortlist".
        name: 'save-to-shortlist',
        enter: async (page) => {
          await closeOverlay(page)
          await page.getByRole('button', { name: /^Save(d)? to shortlist$/ }).click()
          const sheet = dialog(page, SHORTLIST_TEXT.saveLabel)
          await expect(sheet.getByLabel(SHORTLIST_TEXT.newShortlist)).toBeVisible(SHOWN)
          await expect(sheet.getByRole('checkbox').first()).toBeVisible(SHOWN)
        },
      },
    ],
  },
  {
    route: '/company/$vendorId/tactics/$tacticId/',
    name: 'tactic-details-admin',
    who: 'vendor_admin',
    states: [
      {
        name: 'loaded',
        enter: open(
          ({ vendorId, tacticId }) => `/company/${vendorId}/tactics/${tacticId}`,
          (p) => expect(p.getByRole('heading', { name: /Brand Funnel/ })).toBeVisible(SHOWN),
        ),
      },
    ],
  },
  {
    route: '/search',
    name: 'saved-searches',
    who: 'cpg_user',
    states: [
      {
        // The demo buyer's saved searches before any search runs: one with new matches.
        name: 'list',
        enter: open(
          () => '/search',
          (p) =>
            expect(p.getByRole('heading', { name: SAVED_SEARCH_MESSAGES.list })).toBeVisible(SHOWN),
        ),
      },
      {
        // Delete asks first, in the app's own alert (left unanswered: the demo buyer's list stays).
        name: 'delete-confirm',
        enter: async (page) => {
          await page
            .getByRole('region', { name: SAVED_SEARCH_MESSAGES.list })
            .getByRole('button', { name: new RegExp(`^${SAVED_SEARCH_MESSAGES.delete} `) })
            .first()
            .click()
          await expect(
            page.getByRole('alertdialog', { name: SAVED_SEARCH_MESSAGES.deleteTitle }),
          ).toBeVisible(SHOWN)
        },
      },
      {
        name: 'save-search',
        enter: open(
          () => '/search?tab=tactics&keyword=media',
          async (p) => {
            await resultsShown(p)
            await p.getByRole('button', { name: SAVED_SEARCH_MESSAGES.save }).click()
            await expect(dialog(p, SAVED_SEARCH_MESSAGES.save)).toBeVisible(SHOWN)
          },
        ),
      },
    ],
  },
  {
    route: '/shortlists/',
    name: 'shortlists',
    who: 'cpg_user',
    states: [
      {
        // The demo buyer's own list, then the colleague's "Shared with me".
        name: 'loaded',
        enter: open(
          () => '/shortlists',
          (p) =>
            expect(p.getByRole('heading', { name: SHORTLIST_TEXT.sharedWithMe })).toBeVisible(
              SHOWN,
            ),
        ),
      },
      {
        // Offline: the lists the device keeps, under the offline banner.
        name: 'offline',
        enter: async (page) => {
          await page.context().setOffline(true)
          await expect(page.locator('.offline-banner__text')).toBeVisible(SHOWN)
        },
      },
      {
        name: 'empty',
        enter: async (page) => {
          await page.context().setOffline(false)
          await page.route(
            (url) => url.pathname.startsWith('/api/v1/shortlists'),
            (route) =>
              route.fulfill({
                json: route.request().url().includes('saved_items')
                  ? { saved_items: [] }
                  : { shortlists: [], page: 1, per_page: 100, total_count: 0 },
              }),
          )
          await page.reload()
          await shown(page, SHORTLIST_TEXT.emptyState)
          await page.unrouteAll()
        },
      },
    ],
  },
  {
    route: '/company/insights',
    name: 'insights',
    who: 'vendor_admin',
    states: [
      {
        // The demo vendor's 90 days: numbers, "fewer than 3", the weekly chart and tables.
        name: 'loaded',
        enter: open(
          () => '/company/insights?days=90',
          (p) => expect(p.locator('.insight-tile__value').first()).toBeVisible(SHOWN),
        ),
      },
      {
        // Offline: the insights last viewed, from the device.
        name: 'offline',
        enter: async (page) => {
          await page.context().setOffline(true)
          await expect(page.locator('.offline-banner__text')).toBeVisible(SHOWN)
          await expect(page.locator('.insight-tile__value').first()).toBeVisible(SHOWN)
        },
      },
      {
        // A vendor nobody found yet: zeros and the empty state.
        name: 'empty',
        enter: async (page) => {
          await page.context().setOffline(false)
          const zeros = Object.fromEntries(INSIGHT_COUNTS.map((key) => [key, 0]))
          await page.route(
            // The API's answer, not the page's own address (/company/insights).
            (url) => url.pathname.startsWith('/api/v1/') && url.pathname.endsWith('/insights'),
            (route) =>
              route.fulfill({
                json: {
                  vendor_id: 1,
                  days: 30,
                  from: '2026-10-30T00:00:00.000Z',
                  to: '2026-11-29T00:00:00.000Z',
                  totals: { ...zeros, median_first_answer_hours: null },
                  weeks: [],
                  keywords: [],
                  tactics: [],
                },
              }),
          )
          await page.goto('/company/insights?days=30')
          await shown(page, INSIGHT_MESSAGES.empty)
          await page.unrouteAll()
        },
      },
    ],
  },
  {
    route: '/shortlists/$shortlistId',
    name: 'shortlist',
    who: 'cpg_user',
    states: [
      {
        // The demo buyer's "Trade show picks": items with notes, shared with a colleague.
        name: 'loaded',
        enter: async (page) => {
          await openShortlist(page, SHORTLIST_TEXT.own)
          await expect(
            page.getByRole('textbox', { name: SHORTLIST_TEXT.addNote }).first(),
          ).toBeVisible(SHOWN)
          await expect(page.locator('.main-loader')).toHaveCount(0, SHOWN)
        },
      },
      {
        // The photo the buyer took at the demo vendor's booth (§6), read with the session.
        name: 'photo',
        enter: async (page) => {
          const photo = page.locator('.shortlist-photo__image').first()
          await photo.scrollIntoViewIfNeeded()
          await expectImagesShown(page, '.shortlist-photo__image')
        },
      },
      {
        // A photo the server refused stays with its message, to send again or discard.
        name: 'photo-refused',
        expects: /^response: 422 \S*\/photo$/,
        enter: async (page) => {
          await page.route(PHOTO_UPLOAD, (route) => route.fulfill(PHOTO_REFUSED))
          await choosePhoto(page)
          const refused = page.getByRole('alert').filter({ hasText: UPLOADS_BUSY })
          await expect(refused).toBeVisible(SHOWN)
          await refused.scrollIntoViewIfNeeded()
        },
      },
      {
        name: 'share',
        enter: async (page) => {
          await page.getByRole('button', { name: SHORTLIST_TEXT.share, exact: true }).click()
          const share = dialog(page, SHORTLIST_TEXT.shareTitle)
          await expect(share.getByRole('checkbox').first()).toBeVisible(SHOWN)
        },
      },
      {
        name: 'rename',
        enter: async (page) => {
          await closeOverlay(page)
          await page.getByRole('button', { name: SHORTLIST_TEXT.rename, exact: true }).click()
          await expect(dialog(page, SHORTLIST_TEXT.renameTitle)).toBeVisible(SHOWN)
        },
      },
      {
        name: 'delete-confirm',
        enter: async (page) => {
          await closeOverlay(page)
          await page.getByRole('button', { name: SHORTLIST_TEXT.delete, exact: true }).click()
          await expect(
            page.getByRole('alertdialog', { name: SHORTLIST_TEXT.deleteTitle }),
          ).toBeVisible(SHOWN)
        },
      },
      {
        // Request quotes (§3): the list's vendors, a tactic item with its tactic, one text.
        name: 'request-quotes',
        enter: async (page) => {
          await closeOverlay(page)
          await page.getByRole('button', { name: QUOTE_TEXT.requestQuotes, exact: true }).click()
          const modal = dialog(page, QUOTE_TEXT.requestQuotes)
          await expect(modal.getByRole('checkbox').first()).toBeVisible(SHOWN)
        },
      },
      {
        // Opened again offline: from the device, with the offline banner.
        name: 'offline',
        enter: async (page) => {
          await closeOverlay(page)
          await page.context().setOffline(true)
          await expect(page.locator('.offline-banner__text')).toBeVisible(SHOWN)
        },
      },
      {
        // A photo taken offline shows from the device at once, waiting to be sent. It never
        // reaches the demo list: its sends fail from now on.
        name: 'photo-waiting',
        enter: async (page) => {
          await page.unroute(PHOTO_UPLOAD)
          await page.route(PHOTO_UPLOAD, (route) => route.abort('internetdisconnected'))
          await choosePhoto(page)
          await expectToast(page, OFFLINE_TEXT.savedForLater)
          const item = page.locator('.shortlist-item').first()
          await expect(item).toContainText(SHORTLIST_TEXT.waiting, SHOWN)
          await expectImagesShown(page, '.shortlist-photo__image')
          await item.scrollIntoViewIfNeeded()
        },
      },
      {
        // Refused once back online: the outbox shows the server's word, Cancel, and Send again
        // rather than "Edit and send", for a photo has no field to correct.
        name: 'photo-refused-later',
        expects: /^response: 422 \S*\/photo$/,
        enter: async (page) => {
          let refusals = 0
          await page.unroute(PHOTO_UPLOAD)
          await page.route(PHOTO_UPLOAD, (route) => {
            refusals += 1
            return route.fulfill(PHOTO_REFUSED)
          })
          await page.context().setOffline(false)
          await page.getByRole('button', { name: /^Outbox/ }).click()
          const outbox = dialog(page, OUTBOX_TEXT.title)
          await expect(outbox.getByText(UPLOADS_BUSY)).toBeVisible(SHOWN)
          await expect(outbox.getByRole('button', { name: OUTBOX_TEXT.cancel })).toBeVisible()
          await expect(outbox.getByRole('button', { name: OUTBOX_TEXT.fix })).toHaveCount(0)
          // Sent again as it was, and refused again (the demo list keeps no photo of it).
          await outbox.getByRole('button', { name: OUTBOX_TEXT.sendAgain }).click()
          await expect.poll(() => refusals, SHOWN).toBe(2)
          await expect(outbox.getByText(UPLOADS_BUSY)).toBeVisible(SHOWN)
        },
      },
      {
        // A colleague's list shared with the buyer: Leave instead of rename, delete and share.
        name: 'shared-with-me',
        enter: async (page) => {
          await page.context().setOffline(false)
          await openShortlist(page, SHORTLIST_TEXT.sharedWithMe)
          await expect(page.getByRole('button', { name: SHORTLIST_TEXT.leave })).toBeVisible(SHOWN)
        },
      },
    ],
  },
  {
    route: '/events/',
    name: 'events',
    who: 'cpg_user',
    states: [
      {
        // The demo's upcoming show, then the past one.
        name: 'loaded',
        enter: open(
          () => '/events',
          (p) => expect(p.getByRole('heading', { name: EVENT_TEXT.past })).toBeVisible(SHOWN),
        ),
      },
      {
        name: 'empty',
        enter: async (page) => {
          await page.route(
            (url) => url.pathname === '/api/v1/events',
            (route) => route.fulfill({ json: { events: [], page: 1, per_page: 20, total: 0 } }),
          )
          await page.reload()
          await shown(page, EVENT_TEXT.empty)
          await page.unrouteAll()
        },
      },
    ],
  },
  {
    route: '/events/$eventId',
    name: 'event',
    who: 'cpg_user',
    states: [
      {
        // The upcoming show's exhibitors with their booths, by booth number.
        name: 'loaded',
        enter: (page) => openUpcomingEvent(page),
      },
      {
        name: 'no-match',
        enter: async (page) => {
          await page.getByRole('searchbox', { name: EVENT_TEXT.findLabel }).fill('zzzz')
          await shown(page, EVENT_TEXT.noMatch('zzzz'))
        },
      },
      {
        // "Take this event offline": the size first, with Download and Not now.
        name: 'offline-estimate',
        enter: async (page) => {
          await page.getByRole('searchbox', { name: EVENT_TEXT.findLabel }).fill('')
          await expect(page.locator('.exhibitor-row').first()).toBeVisible(SHOWN)
          await page.getByRole('button', { name: TAKE_OFFLINE_TEXT.action }).click()
          await shown(page, /^About .+ for \d+ vendors$/)
        },
      },
      {
        // Three vendors a page, and the second held back: the progress stands at 3.
        name: 'offline-progress',
        enter: async (page) => {
          releaseBundle = await holdBundleAfterFirstPage(page)
          await page.getByRole('button', { name: TAKE_OFFLINE_TEXT.download }).click()
          await shown(page, /^3 of \d+ vendors saved$/)
        },
      },
      {
        name: 'offline-saved',
        enter: async (page) => {
          releaseBundle()
          await expect(page.getByRole('heading', { name: TAKE_OFFLINE_TEXT.saved })).toBeVisible(
            SHOWN,
          )
          await page.unrouteAll()
        },
      },
      {
        // "Scan booth code": the camera's live picture (a booth with no code in view).
        name: 'scan-camera',
        enter: async (page) => {
          await swapCamera(page, 'scene')
          await page.getByRole('button', { name: BOOTH_TEXT.scan }).click()
          await expect(dialog(page, BOOTH_TEXT.scan).getByRole('status')).toHaveText(
            BOOTH_TEXT.cameraHint,
            SHOWN,
          )
        },
      },
      {
        // The camera refused, and a booth typed that no exhibitor has.
        name: 'scan-typed-booth',
        enter: async (page) => {
          await closeOverlay(page)
          await swapCamera(page, 'refused')
          await page.getByRole('button', { name: BOOTH_TEXT.scan }).click()
          const scan = dialog(page, BOOTH_TEXT.scan)
          await expect(scan.getByRole('alert')).toHaveText(BOOTH_TEXT.cameraRefused, SHOWN)
          await scan.getByRole('textbox', { name: EVENT_TEXT.boothLabel }).fill('ZZ 99')
          await scan.getByRole('button', { name: BOOTH_TEXT.find }).click()
          await expect(scan.getByText(/^No exhibitor at booth ZZ 99/)).toBeVisible(SHOWN)
        },
      },
    ],
  },
  {
    route: '/events/$eventId',
    name: 'event-exhibitor',
    who: 'vendor_admin',
    states: [
      {
        // The demo vendor exhibits: its own booth above the list, and the form to change it.
        name: 'loaded',
        enter: async (page) => {
          await openUpcomingEvent(page)
          await shown(page, EVENT_TEXT.ownBoothTitle)
        },
      },
      {
        name: 'booth-invalid',
        enter: async (page) => {
          await page.getByRole('textbox', { name: EVENT_TEXT.boothLabel }).fill('#1')
          await page.getByRole('button', { name: EVENT_TEXT.changeBooth }).click()
          await shown(page, EVENT_MESSAGES.boothInvalid)
        },
      },
    ],
  },
  {
    route: '/quotes/',
    name: 'quotes',
    who: 'cpg_user',
    states: [
      {
        // The demo buyer's requests in every status, "No answer yet" with Nudge among them.
        name: 'loaded',
        enter: open(
          () => '/quotes',
          (p) => expect(p.locator('.quote-card').first()).toBeVisible(SHOWN),
        ),
      },
      {
        name: 'empty',
        enter: async (page) => {
          await noQuotes(page)
          await page.reload()
          await shown(page, QUOTE_TEXT.emptyBuyer)
          await page.unrouteAll()
        },
      },
    ],
  },
  {
    route: '/quotes/$quoteId',
    name: 'quote',
    who: 'cpg_user',
    states: [
      {
        // An answered request: the request as sent, replies from both sides, the reply form.
        name: 'loaded',
        enter: (page) => openQuote(page, '/quotes', QUOTE_TEXT.statuses.answered),
      },
      {
        name: 'close',
        enter: async (page) => {
          await page.getByRole('button', { name: QUOTE_TEXT.closeRequest }).click()
          await expect(page.getByRole('radio').first()).toBeVisible(SHOWN)
        },
      },
      {
        // A reply refused here before sending: the text's message under it.
        name: 'reply-invalid',
        enter: async (page) => {
          await closeOverlay(page)
          await page.getByRole('button', { name: QUOTE_TEXT.send }).click()
          await shown(page, QUOTE_TEXT.replyRequired)
        },
      },
    ],
  },
  {
    route: '/company/quotes/',
    name: 'company-quotes',
    who: 'vendor_admin',
    states: [
      {
        // Requests to the demo vendor: New, "Waiting for your answer", each buyer's company.
        name: 'loaded',
        enter: open(
          () => '/company/quotes',
          (p) => expect(p.locator('.quote-card').first()).toBeVisible(SHOWN),
        ),
      },
      {
        name: 'empty',
        enter: async (page) => {
          await noQuotes(page)
          await page.reload()
          await shown(page, QUOTE_TEXT.emptyVendor)
          await page.unrouteAll()
        },
      },
    ],
  },
  {
    route: '/company/quotes/$quoteId',
    name: 'company-quote',
    who: 'vendor_admin',
    states: [
      {
        name: 'loaded',
        enter: (page) => openQuote(page, '/company/quotes', QUOTE_TEXT.statuses.answered),
      },
    ],
  },
  {
    route: '/compare',
    name: 'compare',
    who: 'cpg_user',
    states: [
      {
        // Reached from the demo buyer's list: its tactics side by side.
        name: 'loaded',
        enter: async (page) => {
          await openShortlist(page, SHORTLIST_TEXT.own)
          await page.getByRole('link', { name: SHORTLIST_TEXT.compare, exact: true }).click()
          await expect(page.getByRole('rowheader').first()).toBeVisible(SHOWN)
          await expect(page.locator('.main-loader')).toHaveCount(0, SHOWN)
        },
      },
      {
        name: 'differences-only',
        enter: async (page) => {
          await page.getByRole('switch', { name: COMPARE_TEXT.onlyDifferences }).click()
          await expect(page.locator('.compare-row:not(.compare-row--differs)')).toHaveCount(
            0,
            SHOWN,
          )
        },
      },
      {
        name: 'too-few',
        enter: async (page, { tacticId }) => {
          await page.goto(`/compare?tactics=${tacticId}`)
          await shown(page, COMPARE_TEXT.tacticIdsInvalid)
        },
      },
    ],
  },
  {
    route: '/account',
    name: 'account',
    who: 'cpg_user',
    states: [
      {
        name: 'loaded',
        enter: open(
          () => '/account',
          (p) => heading(p, ACCOUNT_TEXT.pageTitle),
        ),
      },
      {
        name: 'change-password',
        enter: async (page) => {
          await page.getByRole('button', { name: ACCOUNT_TEXT.changePassword }).click()
          await expect(dialog(page, ACCOUNT_TEXT.changePassword)).toBeVisible(SHOWN)
        },
      },
      {
        name: 'two-factor-setup',
        enter: async (page) => {
          await closeOverlay(page)
          await page.getByRole('button', { name: TWO_FACTOR_TEXT.turnOn }).click()
          await expect(
            dialog(page, TWO_FACTOR_TEXT.setupTitle).getByRole('img', {
              name: TWO_FACTOR_TEXT.qrAlt,
            }),
          ).toBeVisible(SHOWN)
        },
      },
      {
        name: 'delete-profile',
        enter: async (page) => {
          await closeOverlay(page)
          await page.getByRole('button', { name: ACCOUNT_TEXT.deleteProfile }).click()
          await expect(openOverlays(page)).toHaveCount(1, SHOWN)
        },
      },
      {
        name: 'logout-confirm',
        enter: async (page) => {
          await closeOverlay(page)
          await chooseMenuItem(page, 'Logout')
          await shown(page, AUTH_TEXT.logoutQuestion)
        },
      },
      {
        // Last: while the profile is edited, the password and delete buttons are not offered.
        name: 'edit-profile',
        enter: async (page) => {
          await closeOverlay(page)
          await page.getByRole('button', { name: ACCOUNT_TEXT.editProfile }).click()
          const form = page.getByRole('form', { name: 'Edit profile' })
          await expect(form.getByLabel('Email')).not.toBeEditable(SHOWN)
        },
      },
    ],
  },
  {
    route: '/company/',
    name: 'welcome',
    who: 'new_vendor',
    states: [
      {
        name: 'loaded',
        enter: open(
          () => '/company',
          (p) => heading(p, WELCOME_TEXT.title),
        ),
      },
    ],
  },
  {
    route: '/company/',
    name: 'waiting-for-approval',
    who: 'registrant',
    states: [
      {
        name: 'loaded',
        enter: open(
          () => '/company',
          (p) => heading(p, JOIN_REQUEST_TEXT.waitingTitle),
        ),
      },
    ],
  },
  {
    route: '/company/create',
    name: 'company-create',
    who: 'super_admin',
    states: [
      {
        name: 'loaded',
        enter: open(
          () => '/company/create',
          (p) => heading(p, COMPANY_FORM_TEXT.createTitle),
        ),
      },
      {
        name: 'errors',
        enter: async (page) => {
          await page.getByRole('button', { name: 'Create', exact: true }).click()
          await shown(page, VENDOR_MESSAGES.nameRequired)
        },
      },
    ],
  },
  {
    route: '/company/$vendorId/edit',
    name: 'company-edit',
    who: 'vendor_admin',
    states: [
      {
        name: 'loaded',
        enter: open(
          ({ vendorId }) => `/company/${vendorId}/edit`,
          (p) => heading(p, COMPANY_FORM_TEXT.editTitle),
        ),
      },
      {
        name: 'cropper',
        enter: async (page) => {
          await page.getByTestId('logo-picker-input').setInputFiles({
            name: 'logo.png',
            mimeType: 'image/png',
            buffer: await landscapePng(),
          })
          await expect(dialog(page, COMPANY_FORM_TEXT.cropTitle)).toBeVisible(SHOWN)
        },
      },
      {
        name: 'unsaved-changes',
        enter: async (page) => {
          await dialog(page, COMPANY_FORM_TEXT.cropTitle)
            .getByRole('button', { name: 'Cancel' })
            .click()
          // The form's own Cancel: the cropper's may still be in the page while it closes.
          await page.getByLabel('Company name').fill('Changed name')
          await page
            .getByRole('form', { name: 'Edit company' })
            .getByRole('button', { name: 'Cancel' })
            .click()
          await shown(page, UNSAVED_CHANGES_TEXT.title)
        },
      },
    ],
  },
  {
    route: '/company/$vendorId/tactics/new',
    name: 'tactic-new',
    who: 'vendor_admin',
    states: [
      {
        name: 'loaded',
        enter: open(
          ({ vendorId }) => `/company/${vendorId}/tactics/new`,
          (p) => expect(p.getByRole('button', { name: 'Save tactic' })).toBeVisible(SHOWN),
        ),
      },
      {
        name: 'errors',
        enter: async (page) => {
          await page.getByRole('button', { name: 'Save tactic' }).click()
          await shown(page, TACTIC_MESSAGES.nameRequired)
        },
      },
    ],
  },
  {
    route: '/company/$vendorId/tactics/$tacticId/edit',
    name: 'tactic-edit',
    who: 'vendor_admin',
    states: [
      {
        name: 'loaded',
        enter: open(
          ({ vendorId, tacticId }) => `/company/${vendorId}/tactics/${tacticId}/edit`,
          (p) => heading(p, TACTIC_FORM_TEXT.editTitle),
        ),
      },
      {
        name: 'delete-confirm',
        enter: async (page) => {
          await page.getByRole('button', { name: TACTIC_FORM_TEXT.deleteTactic }).click()
          await expect(openOverlays(page)).toHaveCount(1, SHOWN)
        },
      },
    ],
  },
  {
    route: '/admin/',
    name: 'admin-overview',
    who: 'super_admin',
    states: [
      {
        name: 'loaded',
        enter: open(
          () => '/admin',
          (p) => expect(p.locator('.admin-stat__value').first()).toHaveText(/^\d/, SHOWN),
        ),
      },
      {
        // A search that found nothing, whatever ran before, then the charts of the last 7 days.
        name: 'statistics',
        enter: async (page) => {
          const buyer = await apiSignIn(page.request, demoEmail('cpg_user'), DEMO_PASSWORD)
          const search = await page.request.get('/api/v1/vendor_search?keyword=zqscreensmissing', {
            headers: authHeaders(buyer),
          })
          expect(search.status()).toBe(200)
          await page.goto('/admin?days=7')
          const searches = page.getByRole('region', {
            name: STATISTICS_TEXT.charts.searchesPerDay.title,
          })
          await expect(searches.locator('canvas')).toBeVisible(SHOWN)
          await expect(page.locator('.main-loader')).toHaveCount(0, SHOWN)
          await searches.getByText(STATISTICS_TEXT.showTable).click()
          await searches.scrollIntoViewIfNeeded()
        },
      },
      {
        name: 'statistics-rankings',
        enter: async (page) => {
          const zero = page.getByRole('region', {
            name: STATISTICS_TEXT.charts.zeroResultKeywords.title,
          })
          await expect(zero.getByRole('table')).toBeVisible(SHOWN)
          await zero.scrollIntoViewIfNeeded()
        },
      },
      {
        name: 'statistics-empty',
        enter: async (page) => {
          const empty = { searches: 0, zero_result: 0 }
          await page.route(
            (url) => url.pathname === '/api/v1/admin/statistics',
            (route) =>
              route.fulfill({
                json: {
                  statistics: {
                    days: 90,
                    from: '2026-08-29',
                    to: '2026-11-26',
                    searches_per_day: [{ day: '2026-11-26', ...empty }],
                    top_keywords: [],
                    zero_result_keywords: [],
                    most_viewed_vendors: [],
                    most_viewed_tactics: [],
                    actions_per_week: [
                      { week: '2026-11-23', quote_requests: 0, shares: 0, recommendations: 0 },
                    ],
                  },
                },
              }),
          )
          await page.goto('/admin?days=90')
          await shown(page, STATISTICS_TEXT.charts.searchesPerDay.empty)
          await expect(page.locator('.main-loader')).toHaveCount(0, SHOWN)
          await page.getByText(STATISTICS_TEXT.charts.searchesPerDay.empty).scrollIntoViewIfNeeded()
        },
      },
    ],
  },
  {
    // The admin site's shell: its sections beside the page, or behind Menu on the phone.
    route: '/admin',
    name: 'admin-menu',
    who: 'super_admin',
    states: [
      {
        name: 'open',
        enter: async (page) => {
          await page.goto('/admin')
          await heading(page, ADMIN_TEXT.overview)
          const menu = page.getByRole('button', { name: 'Menu' })
          if (await menu.isVisible()) await menu.click()
          await expect(page.getByRole('navigation', { name: ADMIN_TEXT.sections })).toBeVisible()
        },
      },
    ],
  },
  {
    route: '/admin/accounts',
    name: 'admin-accounts',
    who: 'super_admin',
    states: [
      {
        name: 'loaded',
        enter: open(
          () => '/admin/accounts',
          (p) => expect(p.locator('.account-row').first()).toBeVisible(SHOWN),
        ),
      },
      {
        name: 'detail',
        enter: async (page) => {
          await page.getByRole('searchbox', { name: ADMIN_TEXT.searchAccounts }).fill('Victor')
          await page
            .locator('.account-row')
            .filter({ hasText: demoEmail('vendor_user') })
            .click()
          await expect(dialog(page, 'Victor Seller')).toBeVisible(SHOWN)
        },
      },
      {
        name: 'deactivate-confirm',
        enter: async (page) => {
          await dialog(page, 'Victor Seller')
            .getByRole('button', { name: ADMIN_TEXT.deactivate })
            .click()
          await shown(page, ADMIN_TEXT.deactivateTitle)
        },
      },
      {
        name: 'empty',
        enter: async (page) => {
          await closeOverlay(page)
          await page
            .getByRole('searchbox', { name: ADMIN_TEXT.searchAccounts })
            .fill('zzqqxxnobody')
          await shown(page, ADMIN_TEXT.noAccounts)
        },
      },
      {
        // The admin site keeps nothing for offline use: a search without a connection fails in place.
        name: 'offline',
        enter: async (page) => {
          await page.context().setOffline(true)
          await page.getByRole('searchbox', { name: ADMIN_TEXT.searchAccounts }).fill('offline')
          await shown(page, ADMIN_TEXT.loadFailed)
        },
      },
      {
        name: 'api-500',
        enter: async (page) => {
          await page.context().setOffline(false)
          await failApi(page)
          await page.goto('/admin/accounts?query=failing')
          await heading(page, PAGE_NOT_WORKING)
        },
        expects: API_FAILING,
      },
    ],
  },
  {
    route: '/admin/vendor-claims',
    name: 'admin-vendor-claims',
    who: 'super_admin',
    states: [
      {
        name: 'loaded',
        enter: async (page) => {
          const claim = await createVendorClaim(DEMO_PASSWORD)
          await page.goto('/admin/vendor-claims')
          await heading(page, ADMIN_TEXT.vendorClaims)
          await expect(
            page.getByRole('listitem').filter({ hasText: claim.companyName }),
          ).toBeVisible(SHOWN)
        },
      },
    ],
  },
  {
    route: '/admin/companies',
    name: 'admin-companies',
    who: 'super_admin',
    states: [
      {
        name: 'loaded',
        enter: async (page) => {
          await page.goto('/admin/companies')
          await heading(page, COMPANY_TEXT.title)
          await expect(page.locator('.admin-list, .empty-state').first()).toBeVisible(SHOWN)
        },
      },
      {
        name: 'merge-search',
        enter: async (page) => {
          const picker = page.getByRole('region', { name: COMPANY_TEXT.gone })
          await picker.getByLabel(COMPANY_TEXT.find).fill('co')
          await expect(
            picker.getByRole('button', { name: COMPANY_TEXT.choose }).first(),
          ).toBeVisible(SHOWN)
        },
      },
    ],
  },
  {
    route: '/admin/lookups',
    name: 'admin-lookups',
    who: 'super_admin',
    states: [
      {
        name: 'loaded',
        enter: open(
          () => '/admin/lookups?kind=tactic_types',
          (p) => expect(p.locator('.admin-row').first()).toBeVisible(SHOWN),
        ),
      },
      {
        name: 'add-form-errors',
        enter: async (page) => {
          await page.getByRole('button', { name: LOOKUP_TEXT.add('tactic_types') }).click()
          const form = dialog(page, LOOKUP_TEXT.addTitle('tactic_types'))
          await form.getByRole('button', { name: LOOKUP_TEXT.save }).click()
          await expect(form.getByText(ADMIN_LOOKUP_MESSAGES.nameRequired)).toBeVisible(SHOWN)
        },
      },
      {
        name: 'merge',
        enter: async (page) => {
          await closeOverlay(page)
          await page.goto('/admin/lookups?kind=vendor_types')
          const used = page
            .locator('.admin-row')
            .filter({ hasText: /[1-9]\d* vendors?/ })
            .first()
          await used.getByRole('button', { name: /^Delete / }).click()
          await expect(page.getByText(LOOKUP_TEXT.mergeInto).first()).toBeVisible(SHOWN)
        },
      },
    ],
  },
  {
    route: '/admin/featured',
    name: 'admin-featured',
    who: 'super_admin',
    states: [
      {
        name: 'loaded',
        enter: open(
          () => '/admin/featured',
          (p) => expect(featuredTactics(p).first()).toBeVisible(SHOWN),
        ),
      },
      {
        name: 'add-search',
        enter: async (page) => {
          await page
            .getByRole('searchbox', { name: ADMIN_TEXT.featuredLists.tactic.find })
            .fill('sampling')
          await expect(
            page
              .getByRole('list', { name: ADMIN_TEXT.featuredLists.tactic.find })
              .getByRole('listitem')
              .first(),
          ).toBeVisible(SHOWN)
        },
      },
      {
        name: 'unsaved-changes',
        enter: async (page) => {
          // The first tactic moved down, then the side menu's Overview.
          await featuredTactics(page)
            .first()
            .getByRole('button', { name: /^Move .+ down$/ })
            .click()
          await shown(page, ADMIN_TEXT.unsavedFeatured)
          const menu = page.getByRole('button', { name: 'Menu' })
          if (await menu.isVisible()) await menu.click()
          await page
            .getByRole('navigation', { name: ADMIN_TEXT.sections })
            .getByRole('link', { name: ADMIN_TEXT.overview })
            .click()
          await shown(page, UNSAVED_CHANGES_TEXT.title)
        },
      },
      {
        // Nothing featured, as the API would answer it: the shared lists stay as they are.
        name: 'empty',
        enter: async (page) => {
          await closeOverlay(page)
          await page.getByRole('button', { name: ADMIN_TEXT.discardChanges }).click()
          await page.route('**/api/v1/admin/featured', (route) =>
            route.fulfill({ json: { tactics: [], vendors: [] } }),
          )
          await page.goto('/admin/featured')
          await shown(page, ADMIN_TEXT.featuredLists.tactic.empty)
        },
      },
    ],
  },
  {
    route: '/admin/events/',
    name: 'admin-events',
    who: 'super_admin',
    states: [
      {
        name: 'loaded',
        enter: open(
          () => '/admin/events',
          (p) => expect(p.locator('.event-row').first()).toBeVisible(SHOWN),
        ),
      },
      {
        name: 'add-form',
        enter: async (page) => {
          await page.getByRole('button', { name: ADMIN_EVENT_TEXT.add }).click()
          await expect(dialog(page, ADMIN_EVENT_TEXT.addTitle)).toBeVisible(SHOWN)
        },
      },
      {
        // The last day before the first: refused under it, what was typed kept.
        name: 'add-form-refused',
        enter: async (page) => {
          const form = dialog(page, ADMIN_EVENT_TEXT.addTitle)
          await form.getByLabel(ADMIN_EVENT_TEXT.name).fill('Screens Expo')
          await form.getByLabel(ADMIN_EVENT_TEXT.venue).fill('Moscone Center')
          await form.getByLabel(ADMIN_EVENT_TEXT.city).fill('San Francisco')
          await form.getByLabel(ADMIN_EVENT_TEXT.startsOn).fill('2031-05-14')
          await form.getByLabel(ADMIN_EVENT_TEXT.endsOn).fill('2031-05-12')
          await form.getByRole('button', { name: ADMIN_EVENT_TEXT.save }).click()
          await expect(form.getByText(EVENT_MESSAGES.endsBeforeStart)).toBeVisible(SHOWN)
          await expect(form.getByLabel(ADMIN_EVENT_TEXT.name)).toHaveValue('Screens Expo')
        },
      },
      {
        name: 'delete-confirm',
        enter: async (page) => {
          await closeOverlay(page)
          await page
            .locator('.event-row')
            .first()
            .getByRole('button', { name: /^Delete / })
            .click()
          await shown(page, ADMIN_EVENT_TEXT.deleteTitle)
        },
      },
      {
        // No event at all, as the API would answer it.
        name: 'empty',
        enter: async (page) => {
          await closeOverlay(page)
          await page.route(
            (url) => url.pathname === '/api/v1/admin/events',
            (route) => route.fulfill({ json: { events: [], page: 1, per_page: 20, total: 0 } }),
          )
          await page.goto('/admin/events')
          await shown(page, ADMIN_EVENT_TEXT.empty)
          await expect(page.locator('.main-loader')).toHaveCount(0, SHOWN)
        },
      },
    ],
  },
  {
    route: '/admin/events/$eventId',
    name: 'admin-events-exhibitors',
    who: 'super_admin',
    states: [
      {
        // The demo show with a vendor's booth request waiting (src/server/seed/seed-events.ts).
        name: 'pending-request',
        enter: async (page) => {
          await page.goto('/admin/events')
          await page
            .locator('.event-row')
            .filter({ hasText: /requests? waiting/ })
            .first()
            .getByRole('link')
            .click()
          await expect(
            page
              .getByRole('region', { name: new RegExp(ADMIN_EVENT_TEXT.pendingTitle) })
              .getByRole('button', { name: /^Approve / })
              .first(),
          ).toBeVisible(SHOWN)
          await expect(page.locator('.main-loader')).toHaveCount(0, SHOWN)
        },
      },
      {
        // A vendor at the booth of another exhibitor: the server's refusal under the booth.
        name: 'add-exhibitor-refused',
        enter: async (page) => {
          const rows = page
            .getByRole('region', { name: ADMIN_EVENT_TEXT.approvedTitle, exact: true })
            .locator('.admin-row')
          const taken = (
            await rows
              .nth(0)
              .getByText(/^Booth /)
              .innerText()
          ).replace(/^Booth /, '')
          const vendor = await rows.nth(1).locator('strong').innerText()
          await page.getByRole('button', { name: ADMIN_EVENT_TEXT.addExhibitor }).click()
          const form = dialog(page, ADMIN_EVENT_TEXT.addExhibitorTitle)
          await form.getByRole('searchbox', { name: ADMIN_EVENT_TEXT.findVendor }).fill(vendor)
          await form.getByRole('button', { name: ADMIN_EVENT_TEXT.chooseVendor(vendor) }).click()
          await form.getByLabel(ADMIN_EVENT_TEXT.boothNumber).fill(taken)
          await form.getByRole('button', { name: ADMIN_EVENT_TEXT.save }).click()
          await expect(form.getByText(EVENT_MESSAGES.boothTaken)).toBeVisible(SHOWN)
        },
        expects: /^response: 422 \S*\/api\/v1\/admin\/events\/\d+\/exhibitors$/,
      },
      {
        name: 'remove-confirm',
        enter: async (page) => {
          await closeOverlay(page)
          await page
            .getByRole('region', { name: ADMIN_EVENT_TEXT.approvedTitle, exact: true })
            .getByRole('button', { name: /^Remove / })
            .first()
            .click()
          await shown(page, ADMIN_EVENT_TEXT.removeTitle)
        },
      },
    ],
  },
  {
    route: '/admin/recommendations',
    name: 'admin-recommendations',
    who: 'super_admin',
    states: [
      {
        name: 'loaded',
        enter: async (page) => {
          // One recommendation at least, whatever ran before: the buyer's own call.
          const buyer = await apiSignIn(page.request, demoEmail('cpg_user'), DEMO_PASSWORD)
          await page.request.post('/api/v1/recommend_vendor', {
            headers: authHeaders(buyer),
            data: { vendor_name: 'Northwind Displays', vendor_website: 'northwind.example' },
          })
          await page.goto('/admin/recommendations')
          await heading(page, RECOMMENDATION_TEXT.title)
          await expect(page.locator('.account-row').first()).toBeVisible(SHOWN)
          await expect(page.locator('.main-loader')).toHaveCount(0, SHOWN)
        },
      },
      {
        name: 'detail',
        enter: async (page) => {
          await page
            .locator('.account-row')
            .filter({ hasText: 'Northwind Displays' })
            .first()
            .click()
          await expect(dialog(page, 'Northwind Displays')).toBeVisible(SHOWN)
        },
      },
      {
        name: 'empty',
        enter: async (page) => {
          await closeOverlay(page)
          await page.route(
            (url) => url.pathname === '/api/v1/admin/recommendations',
            (route) =>
              route.fulfill({ json: { recommendations: [], total: 0, page: 1, per_page: 20 } }),
          )
          await page.goto('/admin/recommendations?status=new')
          await shown(page, RECOMMENDATION_TEXT.empty.filtered(RECOMMENDATION_TEXT.statuses.new))
          await expect(page.locator('.main-loader')).toHaveCount(0, SHOWN)
        },
      },
    ],
  },
  {
    route: '/admin/activity',
    name: 'admin-activity',
    who: 'super_admin',
    states: [
      {
        name: 'loaded',
        enter: async (page, ids) => {
          // One share at least, whatever ran before: the buyer's own call.
          const buyer = await apiSignIn(page.request, demoEmail('cpg_user'), DEMO_PASSWORD)
          await page.request.post(`/api/v1/vendors/${ids.vendorId}/share_via_email`, {
            headers: { ...authHeaders(buyer), 'Idempotency-Key': crypto.randomUUID() },
            data: { emails: ['screens-share@example.test'] },
          })
          await page.goto('/admin/activity')
          await heading(page, ACTIVITY_TEXT.title)
          await expect(page.locator('.account-row').first()).toBeVisible(SHOWN)
          await expect(page.locator('.main-loader')).toHaveCount(0, SHOWN)
        },
      },
      {
        name: 'vendor-search',
        enter: async (page) => {
          const vendor = await page.locator('.account-row strong').first().innerText()
          await page
            .getByRole('searchbox', { name: ACTIVITY_TEXT.findVendor })
            .fill(vendor.slice(0, 4))
          await expect(
            page.getByRole('list', { name: ACTIVITY_TEXT.findVendor }).getByRole('button').first(),
          ).toBeVisible(SHOWN)
        },
      },
      {
        name: 'vendor-chosen',
        enter: async (page) => {
          await page
            .getByRole('list', { name: ACTIVITY_TEXT.findVendor })
            .getByRole('button')
            .first()
            .click()
          await expect(page.getByRole('button', { name: /^Show every vendor/ })).toBeVisible(SHOWN)
          await adminResultsSettled(page)
        },
      },
      {
        name: 'filtered-empty',
        enter: async (page) => {
          await page.goto('/admin/activity?kind=nudge&from=2001-01-01&to=2001-01-31')
          await shown(page, ACTIVITY_TEXT.empty.filtered)
          await expect(page.locator('.main-loader')).toHaveCount(0, SHOWN)
        },
      },
    ],
  },
  {
    route: '/admin/mail',
    name: 'admin-mail',
    who: 'super_admin',
    states: [
      {
        name: 'loaded',
        enter: async (page) => {
          await page.goto('/admin/mail')
          await heading(page, MAIL_TEXT.title)
          await expect(page.locator('.account-row, .empty-state').first()).toBeVisible(SHOWN)
          await expect(page.locator('.main-loader')).toHaveCount(0, SHOWN)
        },
      },
      {
        // A failed and a retrying email, as the API would answer them: each with Retry.
        name: 'failed-retry',
        enter: async (page) => {
          const at = new Date().toISOString()
          const email = { subject: 'Reset your password', created_at: at, sent_at: null }
          await page.route(
            (url) => url.pathname === '/api/v1/admin/outbox',
            (route) =>
              route.fulfill({
                json: {
                  emails: [
                    {
                      ...email,
                      id: 2,
                      to: 'ada@example.test',
                      state: 'failed',
                      attempts: 8,
                      last_error: '550 5.1.1 Mailbox unavailable',
                      next_attempt_at: null,
                    },
                    {
                      ...email,
                      id: 1,
                      to: 'bo@example.test',
                      state: 'retrying',
                      attempts: 2,
                      last_error: 'connect ECONNREFUSED 127.0.0.1:25',
                      next_attempt_at: at,
                    },
                  ],
                  total: 2,
                  page: 1,
                  per_page: 20,
                },
              }),
          )
          await page.goto('/admin/mail')
          await expect(page.getByRole('button', { name: MAIL_TEXT.retry }).first()).toBeVisible(
            SHOWN,
          )
          await expect(page.locator('.main-loader')).toHaveCount(0, SHOWN)
        },
      },
      {
        name: 'empty',
        enter: async (page) => {
          await page.unrouteAll()
          await page.route(
            (url) => url.pathname === '/api/v1/admin/outbox',
            (route) => route.fulfill({ json: { emails: [], total: 0, page: 1, per_page: 20 } }),
          )
          await page.goto('/admin/mail?state=failed')
          await shown(page, MAIL_TEXT.empty.filtered(MAIL_TEXT.states.failed))
          await expect(page.locator('.main-loader')).toHaveCount(0, SHOWN)
        },
      },
    ],
  },
  {
    route: '/admin/audit',
    name: 'admin-audit',
    who: 'super_admin',
    states: [
      {
        name: 'loaded',
        enter: async (page) => {
          await page.goto('/admin/audit')
          await heading(page, AUDIT_TEXT.title)
          await expect(page.locator('.account-row, .empty-state').first()).toBeVisible(SHOWN)
          await expect(page.locator('.main-loader')).toHaveCount(0, SHOWN)
        },
      },
      {
        // A featured list saved, as the API would answer it: long names on both sides.
        name: 'detail',
        enter: async (page) => {
          const vendors = (names: string[]) => names.map((n, i) => ({ id: i + 1, name: n }))
          await page.route(
            (url) => url.pathname === '/api/v1/admin/audit',
            (route) =>
              route.fulfill({
                json: {
                  events: [
                    {
                      id: 1,
                      action: 'featured.vendors_saved',
                      actor: {
                        id: 1,
                        email: 'ada@example.test',
                        first_name: 'Ada',
                        last_name: 'Admin',
                      },
                      target: { kind: 'vendors', id: null, label: null },
                      before: {
                        vendors: vendors(['Northwind Retail Media Partners International']),
                      },
                      after: {
                        vendors: vendors([
                          'Brightside Shopper Marketing and Display Solutions',
                          'Northwind Retail Media Partners International',
                        ]),
                      },
                      created_at: new Date().toISOString(),
                    },
                  ],
                  total: 1,
                  page: 1,
                  per_page: 20,
                },
              }),
          )
          await page.goto('/admin/audit')
          await page.locator('.account-row').first().click()
          await expect(dialog(page, AUDIT_TEXT.actions['featured.vendors_saved'])).toBeVisible(
            SHOWN,
          )
        },
      },
      {
        name: 'empty',
        enter: async (page) => {
          await closeOverlay(page)
          await page.unrouteAll()
          await page.route(
            (url) => url.pathname === '/api/v1/admin/audit',
            (route) => route.fulfill({ json: { events: [], total: 0, page: 1, per_page: 20 } }),
          )
          await page.goto('/admin/audit?action=email.retried')
          await shown(page, AUDIT_TEXT.empty.filtered(AUDIT_TEXT.actions['email.retried']))
          await expect(page.locator('.main-loader')).toHaveCount(0, SHOWN)
        },
      },
    ],
  },
]

/** The routes the router knows (src/app/route-tree.gen.ts, FileRoutesByFullPath). */
function routeTreePaths(): string[] {
  const source = readFileSync('src/app/route-tree.gen.ts', 'utf8')
  const block = source.match(/interface FileRoutesByFullPath \{([^}]*)\}/)?.[1] ?? ''
  return [...block.matchAll(/'([^']+)':/g)].map((match) => match[1] as string)
}

test('every route of the route tree is audited', () => {
  const paths = routeTreePaths()
  expect(paths.length).toBeGreaterThan(10)
  const audited = new Set(SCREENS.map((screen) => screen.route))
  expect(paths.filter((path) => !audited.has(path))).toEqual([])
  expect([...audited].filter((path) => !paths.includes(path))).toEqual([])
})

/** Signs in as the screen's person; answers nothing for a visitor. */
async function signIn(page: Page, who: Who) {
  if (who === 'visitor') return
  if (who === 'new_vendor') {
    const { email } = await createVendorAdminWithoutProfile(DEMO_PASSWORD)
    return signInAs(page, email, DEMO_PASSWORD)
  }
  if (who === 'registrant') {
    const email = await createWaitingRegistrant(DEMO_PASSWORD, demoEmail('vendor_admin'))
    return signInAs(page, email, DEMO_PASSWORD)
  }
  return signInAs(page, demoEmail(who), DEMO_PASSWORD)
}

/** The demo vendor's ids, read once per worker. */
let demo: Ids | undefined

for (const screen of SCREENS) {
  // A screen that goes offline is audited under the service worker, as a user's device has it.
  const worksOffline = screen.states.some((state) => state.name === 'offline')
  const tag = worksOffline ? [SERVICE_WORKER] : []
  test(`${screen.name} (${screen.who})`, { tag }, async ({ page }, info) => {
    // Each state is a screen of its own: audited, photographed and run through axe.
    test.setTimeout(30_000 + 40_000 * screen.states.length)
    if (!demo) {
      const { vendorId, tactic } = await demoVendor(page.request)
      demo = { vendorId, tacticId: tactic.id }
    }
    await signIn(page, screen.who)
    const errors = watchErrors(page)
    for (const state of screen.states) {
      const before = errors.length
      await test.step(state.name, () => state.enter(page, demo as Ids))
      const seen = errors.splice(before)
      const faults = state.expects ? seen.filter((e) => !state.expects?.test(e)) : seen
      const audit = () => auditScreen(page, info, `${screen.name}--${state.name}`, faults)
      await test.step(`${state.name}: audit`, async () => {
        if (state.clockStopped) {
          await creepClockWhile(page, audit)
          await page.clock.resume()
        } else await audit()
      })
    }
  })
}
