import type { Locator, Page } from '@playwright/test'
import { BACK_TEXT } from '../src/app/navigation/navigation-texts.ts'
import { DEMO_PASSWORD, demoEmail } from './support/auth-ui.ts'
import { signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'

/*
 * Moving between the results and a result: every page opens at its top, Back and
 * Forward come back to the place scrolled to, a result opens in the same view where a new tab
 * would leave the app, and a detail page's back control returns to the results.
 */

const RESULTS = '/search?keyword=sampling'
const cards = (page: Page) => page.locator('.search-results article')
const cardTitle = (card: Locator) => card.getByRole('heading', { level: 3 })
const tacticLink = (card: Locator) => card.getByRole('link', { name: 'View Tactic Details' })
const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/** How far the app's page is scrolled (Ionic scrolls inside IonContent, not the window). */
const scrolled = (page: Page) =>
  page
    .locator('ion-content.app-content')
    .evaluate((content) =>
      (content as unknown as { getScrollElement(): Promise<HTMLElement> })
        .getScrollElement()
        .then((element) => Math.round(element.scrollTop)),
    )

/** Where `target` is in the page's scrolling area, from its top (a notice may grow the header). */
async function top(target: Locator) {
  const area = await target.page().locator('ion-content.app-content').boundingBox()
  const box = await target.boundingBox()
  return Math.round((box?.y ?? Number.NaN) - (area?.y ?? Number.NaN))
}

/** Scrolls the app's page until `target` is at the top of the screen. */
const scrollToTop = (target: Locator) =>
  target.evaluate((element) => element.scrollIntoView({ block: 'start' }))

/** The results of `path`, ten of them shown. */
async function openResults(page: Page, path: string) {
  await page.goto(path)
  // The first search of a fresh server can take longer on a busy machine.
  await expect(cards(page)).toHaveCount(10, { timeout: 30_000 })
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
})

test('a result opens at its top; Back and Forward return to the place scrolled to', async ({
  page,
}) => {
  await openResults(page, RESULTS)
  const eighth = cards(page).nth(7)
  await scrollToTop(eighth)
  // Where a tap leaves it: the card's button in view.
  await tacticLink(eighth).scrollIntoViewIfNeeded()
  await expect(cards(page).first()).not.toBeInViewport()
  const place = await top(eighth)
  const title = (await cardTitle(eighth).textContent()) ?? ''

  await tacticLink(eighth).click()
  await expect(heading(page)).toHaveText(title)
  await expect(heading(page)).toBeInViewport()
  expect(await scrolled(page)).toBe(0)

  // Down the tactic's page, back to the results: the eighth result where it was.
  const details = page.getByRole('heading', { level: 2, name: 'Tactic details' })
  await scrollToTop(details)
  await expect(heading(page)).not.toBeInViewport()
  const detailOffset = await scrolled(page)
  await page.goBack()
  await expect(cardTitle(eighth)).toHaveText(title)
  await expect(cardTitle(eighth)).toBeInViewport()
  await expect(cards(page).first()).not.toBeInViewport()
  await expect.poll(() => top(eighth)).toBe(place)

  // Forward: the tactic's page where it was left.
  await page.goForward()
  await expect(heading(page)).toHaveText(title)
  await expect(details).toBeInViewport()
  await expect.poll(() => scrolled(page)).toBe(detailOffset)

  // Opened again from the results, with its data on the device and drawn at once (as offline),
  // the tactic is a new visit: at its top, not at the results' offset.
  await page.goBack()
  await expect(cardTitle(eighth)).toBeInViewport()
  await tacticLink(eighth).click()
  await expect(heading(page)).toHaveText(title)
  await expect(heading(page)).toBeInViewport()
  expect(await scrolled(page)).toBe(0)
})

test.describe('on a phone', () => {
  test('a result and a suggestion open in the same view, with a way back', async ({
    page,
    context,
  }) => {
    const popups: Page[] = []
    context.on('page', (opened) => popups.push(opened))
    await openResults(page, RESULTS)
    await tacticLink(cards(page).first()).click()
    await expect(page).toHaveURL(/\/company\/\d+\/tactics\/\d+\?search_id=\d+$/)
    await page.getByRole('link', { name: BACK_TEXT.toResults }).click()
    await expect(page).toHaveURL(RESULTS)

    await openSuggestion(page)
    await expect(page).toHaveURL(/\/company\/\d+\?autocomplete=true$/)
    await expect(page.getByRole('link', { name: BACK_TEXT.toResults })).toBeVisible()
    expect(popups).toEqual([])
  })

  test('the back control returns to the results with their keyword, filter and place', async ({
    page,
  }) => {
    const filtered = '/search?tab=vendors&keyword=media&yearsMin=1'
    await page.goto(filtered)
    const results = cards(page)
    await expect(results.first()).toBeVisible()
    const count = await results.count()
    expect(count).toBeGreaterThan(3)
    const chosen = results.nth(count - 2)
    await scrollToTop(chosen)
    const profileLink = chosen.getByRole('link', { name: 'View Profile' })
    await profileLink.scrollIntoViewIfNeeded()
    await expect(results.first()).not.toBeInViewport()
    const name = (await cardTitle(chosen).textContent()) ?? ''
    const place = await top(chosen)

    await profileLink.click()
    await expect(heading(page)).toHaveText(name)
    await page.getByRole('link', { name: BACK_TEXT.toResults }).click()

    await expect(page).toHaveURL(filtered)
    await expect(cardTitle(chosen)).toHaveText(name)
    await expect(cardTitle(chosen)).toBeInViewport()
    await expect(results.first()).not.toBeInViewport()
    await expect.poll(() => top(chosen)).toBe(place)
  })
})

/** Types a vendor's name in the search box and picks its suggestion. */
async function openSuggestion(page: Page) {
  await page.goto('/search?tab=vendors')
  await page.getByRole('combobox', { name: 'Search by Vendor Name' }).fill('Brightshel')
  await page
    .getByRole('listbox', { name: 'Suggested vendors' })
    .getByRole('option', { name: 'Brightshelf Media' })
    .click()
}

test.describe('in the installed app', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false })

  test('a result and a suggestion open in the same view', async ({ page, context }) => {
    // Chromium cannot emulate display-mode: the app's own question to the browser answers it.
    await page.addInitScript(() => {
      const ask = window.matchMedia.bind(window)
      window.matchMedia = (query: string) =>
        query.includes('(display-mode: standalone)')
          ? ({
              matches: true,
              media: query,
              onchange: null,
              addEventListener: () => {},
              removeEventListener: () => {},
              addListener: () => {},
              removeListener: () => {},
              dispatchEvent: () => false,
            } as MediaQueryList)
          : ask(query)
    })
    const popups: Page[] = []
    context.on('page', (opened) => popups.push(opened))
    await openResults(page, RESULTS)
    await tacticLink(cards(page).first()).click()
    await expect(page).toHaveURL(/\/company\/\d+\/tactics\/\d+\?search_id=\d+$/)
    await openSuggestion(page)
    await expect(page).toHaveURL(/\/company\/\d+\?autocomplete=true$/)
    expect(popups).toEqual([])
  })
})

test.describe('in a desktop browser', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false })

  test('a result and a suggestion open in a new tab, as the spec asks', async ({
    page,
    context,
  }) => {
    await openResults(page, RESULTS)
    const tactic = context.waitForEvent('page')
    await tacticLink(cards(page).first()).click()
    expect((await tactic).url()).toMatch(/\/company\/\d+\/tactics\/\d+\?search_id=\d+$/)
    await (await tactic).close()
    await expect(page).toHaveURL(RESULTS)

    const profile = context.waitForEvent('page')
    await openSuggestion(page)
    expect((await profile).url()).toMatch(/\/company\/\d+\?autocomplete=true$/)
  })
})
