import type { BrowserContext, Page, Request } from '@playwright/test'
import { AUTH_TEXT } from '../src/app/features/auth/auth-texts.ts'
import { NO_RESULTS, SAVED_RESULTS } from '../src/app/features/search/search-messages.ts'
import { VENDOR_TEXT } from '../src/app/features/vendors/vendor-messages.ts'
import { OFFLINE_TEXT } from '../src/app/offline/offline-texts.ts'
import { OUTBOX_TEXT } from '../src/app/offline/outbox/outbox-texts.ts'
import { RUNTIME_CACHES } from '../src/app/offline/runtime-caches.ts'
import { MENU_TEXT } from '../src/app/ui/account-menu-items.ts'
import { alertDialog, chooseMenuItem, DEMO_PASSWORD, demoEmail, dialog } from './support/auth-ui.ts'
import { newBuyer } from './support/buyers.ts'
import { anotherVendor, createIllustratedTactic, demoVendor } from './support/catalogue.ts'
import { userAnswersPersisted } from './support/device-storage.ts'
import {
  cachedUrls,
  expectImagesShown,
  goOffline,
  goOnline,
  persisted,
  readyOffline,
  underServiceWorker,
} from './support/network.ts'
import { recommendOffline } from './support/offline-actions.ts'
import { authHeaders, signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'

const cards = (page: Page) => page.locator('.search-results article')

test('a vendor and a tactic browsed online open again offline, with their images', async ({
  page,
  context,
}) => {
  const { vendorId, vendor } = await demoVendor(page.request)
  const name = `Offline ${Date.now().toString(36)}`
  const tactic = await createIllustratedTactic(page.request, name)
  const other = await anotherVendor(page.request, [vendorId, tactic.vendorId])
  try {
    await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
    await underServiceWorker(page)
    await page.goto(`/company/${vendorId}`)
    await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible()
    await expectImagesShown(page, 'main img')
    await page.goto(`/company/${tactic.vendorId}/tactics/${tactic.tacticId}`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expectImagesShown(page, '.illustrations img')
    await persisted(page, name)

    await goOffline(context)
    await page.goto(`/company/${vendorId}`)
    await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible()
    await expectImagesShown(page, 'main img')
    await page.goto(`/company/${tactic.vendorId}/tactics/${tactic.tacticId}`)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByText('Yes: 50 stores')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT.banner })).toBeVisible()
    await expectImagesShown(page, '.illustrations img')
    // The cut is real: the API is out of reach.
    const reached = await page.evaluate(() =>
      fetch('/api/v1/health').then(
        () => true,
        () => false,
      ),
    )
    expect(reached).toBe(false)

    // A vendor never viewed waits for the connection, and opens by itself once it is back.
    await page.goto(`/company/${other.id}`)
    await expect(
      page.getByRole('heading', { level: 1, name: OFFLINE_TEXT.needsConnectionTitle }),
    ).toBeVisible()
    await goOnline(context)
    await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible()
  } finally {
    await tactic.remove()
  }
})

test("a visitor's vendor and tactic pages viewed online open again offline, limited, with the register dialog", async ({
  page,
  context,
}) => {
  const { vendorId, vendor, tactic } = await demoVendor(page.request)
  // The first visit: the server draws the vendor page and the app adopts its data without asking
  // the API, so only the saved query cache holds it; the worker installs meanwhile.
  await page.goto(`/company/${vendorId}`)
  await expect(dialog(page, AUTH_TEXT.registerTitle)).toBeVisible()
  await readyOffline(page)
  // Under the worker the tactic page is the app's own: the worker keeps the visitor's limited answer.
  await page.goto(`/company/${vendorId}/tactics/${tactic.id}`)
  await expect(page.getByRole('heading', { level: 1, name: tactic.name })).toBeVisible()
  // The worker stores the answer after handing it to the page, so it may follow the heading.
  await expect
    .poll(() => cachedUrls(page, RUNTIME_CACHES.details))
    .toContain(
      new URL(`/api/v1/vendors/${vendorId}/tactics/${tactic.id}?cached-for=visitor`, page.url())
        .href,
    )
  await persisted(page, vendor.name)

  await goOffline(context)
  for (const [path, title] of [
    [`/company/${vendorId}`, vendor.name],
    [`/company/${vendorId}/tactics/${tactic.id}`, tactic.name],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByText(VENDOR_TEXT.limitedData)).toBeVisible()
    await expect(dialog(page, AUTH_TEXT.registerTitle)).toBeVisible()
  }
  await goOnline(context)
})

test('the search screen opens offline with its filters and the last results, marked as saved', async ({
  page,
  context,
}) => {
  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  await underServiceWorker(page)
  await page.goto('/search?tab=vendors&keyword=Brightshelf')
  await expect(cards(page).first()).toContainText('Brightshelf')
  await expect(page.getByText(SAVED_RESULTS)).toHaveCount(0)
  await persisted(page, 'vendor_data')

  await goOffline(context)
  await page.reload()
  await expect(cards(page).first()).toContainText('Brightshelf')
  await expect(page.getByText(SAVED_RESULTS)).toBeVisible()
  await page
    .getByRole('button', { name: /filter/i })
    .first()
    .click()
  await expect(page.getByRole('checkbox').first()).toBeVisible()
  await goOnline(context)
})

test('an answer still on its way at logout is not cached for the user who left', async ({
  page,
  context,
}) => {
  const { vendorId, vendor } = await demoVendor(page.request)
  const session = await signInAs(page, await newBuyer(), DEMO_PASSWORD)
  await underServiceWorker(page)
  await page.goto(`/company/${vendorId}`)
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible()

  // The vendor's next readings (the page's own and this one) are answered at once, and their
  // answers arrive once its user has logged out.
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await context.route(`**/api/v1/vendors/${vendorId}`, async (route) => {
    const response = await route.fetch()
    await released
    await route.fulfill({ response })
  })
  const reading = page.evaluate(
    ({ path, headers }) => fetch(path, { headers }).then((res) => res.status),
    { path: `/api/v1/vendors/${vendorId}`, headers: authHeaders(session) },
  )
  await chooseMenuItem(page, MENU_TEXT.logout)
  await alertDialog(page, AUTH_TEXT.logoutTitle)
    .getByRole('button', { name: AUTH_TEXT.submit })
    .click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  release()
  expect(await reading).toBe(200)
  await expect
    .poll(async () =>
      (await cachedUrls(page, RUNTIME_CACHES.details)).filter((url) =>
        url.includes(`cached-for=${encodeURIComponent(session.headers.uid)}`),
      ),
    )
    .toEqual([])
  // The page's own readings of the vendor may still be held when the test ends.
  await context.unrouteAll({ behavior: 'ignoreErrors' })
})

test('logout empties the API caches, the saved query cache and the stored session', async ({
  page,
}) => {
  const { vendorId, vendor } = await demoVendor(page.request)
  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  await underServiceWorker(page)
  await page.goto(`/company/${vendorId}`)
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible()
  await page.goto('/search?tab=vendors&keyword=Brightshelf')
  await expect(cards(page).first()).toBeVisible()
  await persisted(page, vendor.name)
  await expect.poll(() => userAnswersPersisted(page)).toHaveLength(2)
  await expect
    .poll(() => cachedUrls(page, RUNTIME_CACHES.details))
    .toContainEqual(expect.stringContaining(`/api/v1/vendors/${vendorId}`))
  // Cached per user: the key names who asked.
  expect((await cachedUrls(page, RUNTIME_CACHES.details)).join()).toContain('cached-for=')

  await chooseMenuItem(page, MENU_TEXT.logout)
  await alertDialog(page, AUTH_TEXT.logoutTitle)
    .getByRole('button', { name: AUTH_TEXT.submit })
    .click()
  await expect(page).toHaveURL((url) => url.pathname === '/')

  // Nothing cached for the user; what the landing page (or a link under the finger) reads as a
  // visitor from then on is kept for visitors.
  for (const cache of [RUNTIME_CACHES.details, RUNTIME_CACHES.lookups])
    await expect
      .poll(async () =>
        (await cachedUrls(page, cache)).filter((url) => !url.endsWith('cached-for=visitor')),
      )
      .toEqual([])
  expect(await userAnswersPersisted(page)).toEqual([])
  const session = await page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const get = open.result.transaction('keyval').objectStore('keyval').get('session')
          get.onsuccess = () => resolve(get.result ?? null)
        }
      }),
  )
  expect(session).toBeNull()
})

test.describe('before the service worker controls the page', () => {
  // The app's own warm-up alone, into the HTTP cache: the worker's precache would hide what it
  // missed. Offline by the browser only: a routed context would bypass the HTTP cache.
  test.use({ serviceWorkers: 'block' })

  test('a first visit cut off in its first seconds fetches the rest of the app once back online, and then works offline', async ({
    page,
    context,
  }) => {
    await signInAs(page, await newBuyer(), DEMO_PASSWORD)
    const warmList = (await (await page.request.get('/warm-chunks.json')).json()) as string[]
    // The connection goes just as the warm-up starts: it learns its list, then every fetch fails.
    let startWarmUp = () => {}
    const started = new Promise<void>((resolve) => {
      startWarmUp = resolve
    })
    await context.route('**/warm-chunks.json', async (route) => {
      await started
      await route.fulfill({ json: warmList })
      await context.unrouteAll()
    })
    const fetched = new Set<string>()
    page.on('requestfinished', (request) => fetched.add(new URL(request.url()).pathname))
    const failed = new Set<string>()
    page.on('requestfailed', (request) => failed.add(new URL(request.url()).pathname))

    const listAsked = page.waitForRequest('**/warm-chunks.json')
    await page.goto('/search?tab=vendors&keyword=%22qqxqqzz%22')
    await expect(page.getByText(NO_RESULTS.vendors)).toBeVisible()
    await listAsked
    await context.setOffline(true)
    startWarmUp()
    await expect.poll(() => [...failed].some((file) => file.startsWith('/assets/'))).toBe(true)

    await context.setOffline(false)
    await expect.poll(() => warmList.filter((file) => !fetched.has(file))).toEqual([])

    await context.setOffline(true)
    await recommendOffline(page, `Qqxqqzz ${Date.now().toString(36)}`)
    await page.getByRole('button', { name: OUTBOX_TEXT.button(1) }).click()
    await expect(dialog(page, OUTBOX_TEXT.title).getByRole('listitem')).toHaveCount(1)
    await expect(page.getByText(OFFLINE_TEXT.needsConnectionTitle)).toHaveCount(0)
  })
})

/**
 * A first visit to the landing whose first request `lose` picks is reset on the way; waits until
 * the app is ready offline, with no page load since. Answers the lost request's path.
 */
async function firstVisitLosing(
  page: Page,
  context: BrowserContext,
  url: string,
  lose: (request: Request) => boolean,
): Promise<string> {
  let lost = ''
  await context.route(url, async (route) => {
    if (lost === '' && lose(route.request())) {
      lost = new URL(route.request().url()).pathname
      await route.abort('connectionreset')
    } else await route.fallback()
  })
  await page.goto('/')
  let reloads = 0
  page.on('load', () => {
    reloads += 1
  })
  await readyOffline(page)
  expect(reloads).toBe(0)
  return lost
}

test('a first visit whose precache loses a file on the way is ready offline without a reload', async ({
  page,
  context,
}) => {
  const lost = await firstVisitLosing(
    page,
    context,
    '**/assets/*.js',
    (request) => request.serviceWorker() !== null,
  )
  expect(lost).not.toBe('')
  const precached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'))
    return name ? (await (await caches.open(name)).keys()).map((request) => request.url) : []
  })
  expect(precached).toContainEqual(expect.stringContaining(lost))
})

test("a first visit whose service worker's own script is lost on the way is ready offline without a reload", async ({
  page,
  context,
}) => {
  expect(await firstVisitLosing(page, context, '**/sw.js', () => true)).toBe('/sw.js')
})

test('a page reloaded past the active worker asks it to take over, and is told it works offline', async ({
  page,
  context,
}) => {
  await page.goto('/')
  await readyOffline(page)
  await page.evaluate(() => localStorage.removeItem('offline-ready-told'))
  // A reload that bypasses the worker (Shift+Reload) leaves the page out of its control, as a load
  // under way while the worker took over does.
  const browser = await context.newCDPSession(page)
  const loaded = page.waitForEvent('load')
  await browser.send('Page.reload', { ignoreCache: true })
  await loaded
  let reloads = 0
  page.on('load', () => {
    reloads += 1
  })
  await readyOffline(page)
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  expect(reloads).toBe(0)
})
