import type { Page } from '@playwright/test'
import { EVENT_TEXT } from '../src/app/features/events/event-texts.ts'
import {
  ANY_TURNAROUND,
  APPLIED_FILTERS,
  CLEAR_FILTERS,
  COMING_SOON,
  EVENT_FILTER,
  FILTER_HEADINGS,
  FILTER_LEGENDS,
  FILTER_TOGGLE,
  LOGIN_TO_RECOMMEND,
  NO_RESULTS,
  NO_RESULTS_HINT,
} from '../src/app/features/search/search-messages.ts'
import { EVENT_MESSAGES } from '../src/domain/events.ts'
import { SEARCH_TOO_SHORT } from '../src/domain/search.ts'
import { expectNoSeriousA11yViolations } from './accessibility.ts'
import { DEMO_PASSWORD, demoEmail, isMobile } from './support/auth-ui.ts'
import { sql } from './support/database.ts'
import { chooseOption, ionSelect } from './support/ion-select.ts'
import { tapToCheck } from './support/ionic-choice.ts'
import { firstSliderLogo } from './support/landing.ts'
import { signInAs } from './support/session.ts'
import { ANY_WIDTH } from './support/tags.ts'
import { expect, test } from './support/test.ts'
import { createMemberlessVendor } from './support/vendor-team.ts'

/** The demo's upcoming show (src/server/seed/seed-events.ts). */
const EXPO = 'Shopper Marketing Expo'
const COUNT_LINE = /^(\d+) (tactics?|vendors?) found$/

const countLine = (page: Page) => page.getByRole('status').filter({ hasText: COUNT_LINE })
const cards = (page: Page) => page.locator('.search-results article')
const searchUrl = (page: Page) => new URL(page.url())

/** The number the count line shows, once the results have loaded. */
async function shownTotal(page: Page): Promise<number> {
  await expect(countLine(page)).toBeVisible()
  const text = (await countLine(page).textContent()) ?? ''
  return Number(COUNT_LINE.exec(text)?.[1])
}

/**
 * A desktop shows the filter panel of a tab without a search; a phone opens it as a sheet. Either
 * waits for the filter lists and the panel's lazily loaded code: a busy machine took over 10 s.
 */
async function openFilters(page: Page) {
  if (isMobile(page)) await page.getByRole('button', { name: 'Show Filters' }).click()
  await expect(page.getByRole('button', { name: 'Apply filters' })).toBeVisible({ timeout: 30_000 })
}

const appliedFilters = (page: Page) => page.getByRole('list', { name: APPLIED_FILTERS.list })
const filterToggle = (page: Page) => page.getByRole('button', { name: FILTER_TOGGLE.show })

async function signIn(page: Page) {
  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
}

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => signIn(page))

  test('type, pick a suggestion with the keyboard, or search', async ({ page, context }) => {
    await page.goto('/search?tab=vendors')
    const box = page.getByRole('combobox', { name: 'Search by Vendor Name' })
    await box.fill('Brightshel')
    const listbox = page.getByRole('listbox', { name: 'Suggested vendors' })
    const option = listbox.getByRole('option', { name: 'Brightshelf Media' })
    await expect(option).toBeVisible()
    await expect(page.getByRole('group', { name: 'Vendors' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^View All \(\d+ vendors\)$/ })).toBeVisible()

    await box.press('ArrowDown')
    await expect(option).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await option.getAttribute('id')) ?? '',
    )
    // A desktop browser opens the suggestion in a new tab; a touch device in the same view.
    if (isMobile(page)) {
      await box.press('Enter')
      await expect(page).toHaveURL(/\/company\/\d+\?autocomplete=true$/)
      await page.goBack()
    } else {
      const opened = context.waitForEvent('page')
      await box.press('Enter')
      const profile = await opened
      expect(profile.url()).toMatch(/\/company\/\d+\?autocomplete=true$/)
      await profile.close()
    }

    // Enter with no suggestion chosen runs the search.
    await box.fill('Brightshelf')
    await box.press('Enter')
    await expect(countLine(page)).toBeVisible()
    expect(searchUrl(page).searchParams.get('keyword')).toBe('Brightshelf')
    await expect(cards(page).first()).toContainText('Brightshelf Media')
    await expect(page.getByRole('link', { name: 'View Profile' }).first()).toHaveAttribute(
      'href',
      /^\/company\/\d+\?search_id=\d+$/,
    )
  })

  test('a keyword shorter than 2 characters shows the tooltip', { tag: ANY_WIDTH }, async ({
    page,
  }) => {
    await page.goto('/search')
    const box = page.getByRole('combobox', { name: 'Search by Tactic Name' })
    await box.fill('a')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText(SEARCH_TOO_SHORT)
    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect(box).toHaveValue('')
  })

  test('filter the tactics tab', async ({ page }) => {
    await page.goto('/search')
    await openFilters(page)
    await expect(page.getByRole('heading', { name: FILTER_HEADINGS.tactics })).toBeVisible()
    const apply = page.getByRole('button', { name: 'Apply filters' })
    await expect(apply).toBeDisabled()
    const stages = page.getByRole('group', { name: 'Path To Purchase' })
    await tapToCheck(stages.getByRole('checkbox').first())
    await expect(
      page.getByRole('group', { name: FILTER_LEGENDS.turnaround }).getByRole('radio').first(),
    ).toBeChecked()
    await page.getByRole('button', { name: 'Expand Walmart' }).click()
    await tapToCheck(page.getByRole('checkbox', { name: 'Walmart', exact: true }))
    await expect(apply).toBeEnabled()
    await apply.click()

    await expect(page.getByRole('button', { name: 'Show Filters' })).toBeVisible()
    await expect(apply).toBeHidden()
    const total = await shownTotal(page)
    expect(total).toBeGreaterThan(0)
    await expect(cards(page)).toHaveCount(Math.min(total, 10))
    const url = searchUrl(page).searchParams
    expect(url.get('options')).toMatch(/^\[\d+\]$/)
    expect(url.get('retailers')).toMatch(/^\[\d+\]$/)
    const details = page.getByRole('link', { name: 'View Tactic Details' }).first()
    if (isMobile(page)) await expect(details).not.toHaveAttribute('target', '_blank')
    else await expect(details).toHaveAttribute('target', '_blank')

    // Clear all empties the draft; the Search waits for a filter again.
    await page.getByRole('button', { name: 'Show Filters' }).click()
    await page.getByRole('button', { name: 'Clear all' }).click()
    await expect(apply).toBeDisabled()
  })

  test('filter the vendors tab; switching tabs resets the search', async ({ page }) => {
    await page.goto('/search?tab=tactics&keyword=%22sampling%22')
    await expect(countLine(page)).toBeVisible()
    await page.getByRole('tab', { name: 'Vendors' }).click()
    await expect(page.getByRole('tab', { name: 'Vendors' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByRole('combobox', { name: 'Search by Vendor Name' })).toHaveValue('')
    await expect(countLine(page)).toBeHidden()
    await openFilters(page)
    await expect(page.getByRole('heading', { name: FILTER_HEADINGS.vendors })).toBeVisible()

    await tapToCheck(page.getByRole('radio', { name: '10+' }))
    await chooseOption(ionSelect(page, 'Vendor Type'), 'Media Vendors')
    // All Countries heads the Service Coverage group and stands for its whole tree.
    const coverage = page.getByRole('group', { name: 'Service Coverage' })
    await expect(coverage.getByRole('checkbox', { name: 'United States' })).toBeVisible()
    await tapToCheck(coverage.getByRole('checkbox', { name: 'All Countries' }))
    await expect(coverage.getByRole('checkbox', { name: 'United States' })).toBeHidden()
    await page.getByRole('button', { name: 'Apply filters' }).click()
    const total = await shownTotal(page)
    expect(searchUrl(page).searchParams.get('yearsMin')).toBe('10')
    expect(searchUrl(page).searchParams.get('allCountries')).toBe('true')
    expect(searchUrl(page).searchParams.get('vendorType')).toMatch(/^\d+$/)
    await expect(cards(page)).toHaveCount(Math.min(total, 10))
    for (const years of await page
      .locator('.search-results dt:text("Years in business") + dd')
      .allTextContents()) {
      expect(Number(years)).toBeGreaterThanOrEqual(10)
    }
    const mediaTabs = page.getByRole('list', { name: 'Vendors by media type' })
    await expect(mediaTabs.getByRole('listitem').first()).toHaveText(`Media Vendors ${total}`)
    await expect(mediaTabs.getByText(COMING_SOON).first()).toBeVisible()
  })

  test('a filter ticked alone is sent alone, shows as a chip and stays with a keyword', async ({
    page,
  }) => {
    await page.goto('/search')
    await openFilters(page)
    const turnaround = page.getByRole('group', { name: FILTER_LEGENDS.turnaround })
    await expect(turnaround.getByRole('radio').first()).toHaveAccessibleName(ANY_TURNAROUND)
    await expect(turnaround.getByRole('radio', { name: ANY_TURNAROUND })).toBeChecked()
    await tapToCheck(
      page.getByRole('group', { name: 'Path To Purchase' }).getByRole('checkbox', {
        name: 'In-Store',
        exact: true,
      }),
    )
    const sent = page.waitForRequest(/\/tactic_search\?/)
    await page.getByRole('button', { name: 'Apply filters' }).click()
    const query = new URL((await sent).url()).searchParams
    const options = query.getAll('filter_option_ids[]')
    expect(options).toHaveLength(1)
    expect(query.get('turnaround_time')).toBeNull()
    expect(searchUrl(page).searchParams.get('turnaround')).toBeNull()

    // The count is that of the filter alone, as the API counts it for anyone.
    const alone = await page.request.get(
      `/api/v1/tactic_search?search_by=filters&filter_option_ids[]=${options[0]}`,
    )
    const { total_count } = (await alone.json()) as { total_count: number }
    expect(await shownTotal(page)).toBe(total_count)

    const chip = appliedFilters(page).getByRole('listitem')
    await expect(chip).toHaveCount(1)
    await expect(chip).toContainText('In-Store')
    await expect(filterToggle(page)).toHaveAccessibleName(/^Show Filters\W+1 filter applied$/)

    // A keyword searched next keeps the filter, and the chip says so.
    const box = page.getByRole('combobox', { name: 'Search by Tactic Name' })
    await box.fill('sampling')
    await box.press('Enter')
    await expect(countLine(page)).toBeVisible()
    expect(searchUrl(page).searchParams.get('keyword')).toBe('sampling')
    await expect(chip).toContainText('In-Store')
    await expect(chip).toBeVisible()

    await page.getByRole('button', { name: APPLIED_FILTERS.remove('In-Store') }).click()
    await expect(appliedFilters(page)).toHaveCount(0)
    expect(searchUrl(page).searchParams.get('options')).toBeNull()
    expect(searchUrl(page).searchParams.get('keyword')).toBe('sampling')
    await expect(filterToggle(page)).toBeFocused()
  })

  test('Clear all removes every applied filter; empty results offer Clear filters', async ({
    page,
  }) => {
    await page.goto(
      '/search?tab=vendors&keyword=%22qqxqqzz%22&yearsMin=10&yearsMax=999&allCountries=true',
    )
    await expect(page.getByText(NO_RESULTS.vendors)).toBeVisible()
    await expect(appliedFilters(page).getByRole('listitem')).toHaveText([
      `${FILTER_LEGENDS.years}: 10+`,
      'All Countries',
    ])
    await expect(filterToggle(page)).toHaveAccessibleName(/^Show Filters\W+2 filters applied$/)
    await page.getByRole('button', { name: CLEAR_FILTERS }).click()
    await expect(appliedFilters(page)).toHaveCount(0)
    expect(searchUrl(page).searchParams.get('keyword')).toBe('qqxqqzz')
    expect(searchUrl(page).searchParams.get('yearsMin')).toBeNull()
    await expect(page.getByText(NO_RESULTS.vendors)).toBeVisible()
    // With no filter left, nothing to clear.
    await expect(page.getByRole('button', { name: CLEAR_FILTERS })).toHaveCount(0)

    await page.goto(
      '/search?tab=vendors&keyword=%22media%22&yearsMin=10&yearsMax=999&allCountries=true',
    )
    await expect(appliedFilters(page).getByRole('listitem')).toHaveCount(2)
    await page.getByRole('button', { name: APPLIED_FILTERS.clearAll }).click()
    await expect(appliedFilters(page)).toHaveCount(0)
    expect(searchUrl(page).searchParams.get('allCountries')).toBeNull()
    expect(searchUrl(page).searchParams.get('keyword')).toBe('media')
  })

  test('the media-type tiles count the results of each type, in one short row', async ({
    page,
  }) => {
    const agency = await createMemberlessVendor('Tilecount')
    await sql`
      insert into vendor_vendor_types (vendor_id, vendor_type_id)
      select ${agency.vendorId}, id from vendor_types where slug = 'agencies'`
    await page.goto(
      `/search?tab=vendors&keyword=${encodeURIComponent(JSON.stringify(agency.companyName))}`,
    )
    expect(await shownTotal(page)).toBe(1)
    await expect(cards(page).first()).toContainText(agency.companyName)
    const tiles = page.getByRole('list', { name: 'Vendors by media type' })
    await expect(tiles.getByRole('listitem').filter({ hasText: 'Agencies' })).toHaveText(
      `Agencies 1 ${COMING_SOON}`,
    )
    await expect(tiles.getByRole('listitem').filter({ hasText: 'Media Vendors' })).toHaveText(
      'Media Vendors 0',
    )
    // A row of pills (two where the results column is narrow), not a stack of tiles.
    const box = await tiles.boundingBox()
    expect(box?.height).toBeLessThan(120)
  })

  test('browse by vendor type and by path to purchase', async ({ page }) => {
    await page.goto('/search?tab=vendors')
    const browse = page.getByRole('navigation', { name: 'Browse' })
    await browse.getByRole('button', { name: 'Media Vendors' }).click()
    await expect(browse.getByRole('button', { name: 'Media Vendors' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(await shownTotal(page)).toBeGreaterThan(0)
    expect(searchUrl(page).searchParams.get('vendorType')).toMatch(/^\d+$/)

    await page.getByRole('tab', { name: 'Tactics' }).click()
    const stage = browse.getByRole('button', { expanded: false }).first()
    const stageName = (await stage.textContent())?.trim() ?? ''
    await stage.click()
    const menu = page.getByRole('list', { name: `${stageName} tactic types` })
    await expect(menu).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    const type = menu.getByRole('button').nth(1)
    const typeName = (await type.textContent())?.trim() ?? ''
    await type.click()
    await expect(menu).toBeHidden()
    expect(await shownTotal(page)).toBeGreaterThan(0)
    expect(searchUrl(page).searchParams.get('tacticType')).toMatch(/^\d+$/)
    await expect(cards(page).first().locator('.result-card__types')).toContainText(typeName)

    await stage.click()
    await menu.getByRole('button', { name: `All ${stageName}` }).click()
    expect(searchUrl(page).searchParams.get('stage')).toMatch(/^\d+$/)
    expect(await shownTotal(page)).toBeGreaterThan(0)
  })

  test('page through results across a chunk of 100, reload and go back', async ({ page }) => {
    // Awareness at any turnaround: the seeded catalogue has well over 100, so page 11 is chunk 2.
    await page.goto('/search')
    await openFilters(page)
    await tapToCheck(
      page.getByRole('group', { name: 'Brand Funnel' }).getByRole('checkbox').first(),
    )
    await tapToCheck(page.getByRole('group', { name: 'Turnaround Time' }).getByRole('radio').last())
    await page.getByRole('button', { name: 'Apply filters' }).click()
    const total = await shownTotal(page)
    expect(total).toBeGreaterThan(110)
    const pager = page.getByRole('navigation', { name: 'Result pages' })
    await expect(pager.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await pager.getByRole('button', { name: 'Page 2', exact: true }).click()
    await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(searchUrl(page).searchParams.get('page')).toBe('2')
    const pageTwoFirst = await cards(page).first().locator('h3').textContent()

    // Up to page 11 by Next: the next chunk is fetched when the page crosses 100 results.
    const chunk = page.waitForRequest((request) =>
      /_search\?.*page=2&per_page=100/.test(request.url()),
    )
    for (let next = 3; next <= 11; next++) {
      await pager.getByRole('button', { name: 'Next page' }).click()
      await expect(
        pager.getByRole('button', { name: `Page ${next}`, exact: true }),
      ).toHaveAttribute('aria-current', 'page')
    }
    await chunk
    await expect(cards(page)).toHaveCount(Math.min(10, total - 100))
    const pageElevenFirst = await cards(page).first().locator('h3').textContent()

    await page.reload()
    await expect(countLine(page)).toHaveText(`${total} tactics found`)
    await expect(pager.getByRole('button', { name: 'Page 11', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(cards(page).first().locator('h3')).toHaveText(pageElevenFirst ?? '')

    for (let back = 10; back >= 2; back--) await page.goBack()
    expect(searchUrl(page).searchParams.get('page')).toBe('2')
    await expect(cards(page).first().locator('h3')).toHaveText(pageTwoFirst ?? '')
  })

  test('at an event: from its page to its exhibitors’ tactics, then its exhibitors; the chip removes it', {
    tag: ANY_WIDTH,
  }, async ({ page }) => {
    const [expo] = await sql<{ id: number }[]>`
      select id from events where name = ${EXPO}`
    const exhibitors = (
      await sql<{ name: string }[]>`
        select v.name from event_exhibitors x join vendors v on v.id = x.vendor_id
        where x.event_id = ${expo?.id ?? 0} and x.status = 'approved'`
    ).map((row) => row.name)
    expect(exhibitors.length).toBeGreaterThan(1)
    const chip = appliedFilters(page).getByRole('listitem')

    await page.goto(`/events/${expo?.id}`)
    await page.getByRole('link', { name: EVENT_TEXT.searchTactics }).click()
    await expect(chip).toHaveText([EVENT_MESSAGES.atEvent(EXPO)])
    expect(searchUrl(page).searchParams.get('event')).toBe(String(expo?.id))
    await shownTotal(page)
    for (const vendor of await cards(page).locator('.result-card__vendor').allTextContents()) {
      expect(exhibitors).toContain(vendor)
    }

    // The vendors tab starts empty; its panel offers the event too.
    await page.getByRole('tab', { name: 'Vendors' }).click()
    await expect(appliedFilters(page)).toHaveCount(0)
    await openFilters(page)
    await chooseOption(ionSelect(page, EVENT_FILTER.label), EVENT_MESSAGES.atEvent(EXPO))
    await page.getByRole('button', { name: 'Apply filters' }).click()
    expect(await shownTotal(page)).toBe(exhibitors.length)
    await expect(cards(page)).toHaveCount(exhibitors.length)
    const names = await cards(page).locator('h3').allTextContents()
    expect(names.map((name) => name.trim()).sort()).toEqual([...exhibitors].sort())
    await expect(chip).toHaveText([EVENT_MESSAGES.atEvent(EXPO)])
    await expect(filterToggle(page)).toHaveAccessibleName(/^Show Filters\W+1 filter applied$/)

    await page
      .getByRole('button', { name: APPLIED_FILTERS.remove(EVENT_MESSAGES.atEvent(EXPO)) })
      .click()
    await expect(appliedFilters(page)).toHaveCount(0)
    expect(searchUrl(page).searchParams.get('event')).toBeNull()
    await expect(countLine(page)).toBeHidden()
    // With no search left, a desktop opens its panel again: the toggle then reads Hide Filters.
    const toggle = new RegExp(`^(${FILTER_TOGGLE.show}|${FILTER_TOGGLE.hide})`)
    await expect(page.getByRole('button', { name: toggle })).toBeFocused()
  })

  test('a search with no results says so', { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto('/search?keyword=%22qqxqqzz%22')
    await expect(page.getByText(NO_RESULTS.tactics)).toBeVisible()
    await expect(page.getByText(NO_RESULTS_HINT)).toBeVisible()
    await expect(page.getByRole('button', { name: LOGIN_TO_RECOMMEND })).toHaveCount(0)
  })

  test('the landing page with a search query sends a signed-in user to /search', {
    tag: ANY_WIDTH,
  }, async ({ page }) => {
    await page.goto('/?tab=vendors&keyword=%22Brightshelf%22')
    await expect(page).toHaveURL(/\/search\?/)
    await expect(page.getByRole('tab', { name: 'Vendors' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(cards(page).first()).toContainText('Brightshelf Media')
  })
})

test.describe('visitor', () => {
  test('sees two results and the register prompt on the home page', async ({ page }) => {
    await page.goto('/')
    // The logos load once the app runs, so the search no longer submits as a plain form.
    await expect(firstSliderLogo(page)).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search tactics and vendors' }).fill('sampling')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/^[^?]*\/\?/)
    const total = await shownTotal(page)
    expect(total).toBeGreaterThan(2)
    await expect(cards(page)).toHaveCount(2)
    await expect(
      page.getByRole('heading', { name: `Register for free to see all ${total} tactics` }),
    ).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Result pages' })).toHaveCount(0)

    await page.getByRole('tab', { name: 'Vendors' }).click()
    expect(searchUrl(page).searchParams.get('keyword')).toBe('sampling')
    await expect(cards(page).or(page.getByText(NO_RESULTS.vendors)).first()).toBeVisible()
  })

  test('the home page reads the older query values', { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto('/?activeTab=vendors&searchValue=Brightshelf&resultText=vendors')
    await expect(page.getByRole('tab', { name: 'Vendors' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(cards(page).first()).toContainText('Brightshelf Media')
    expect(searchUrl(page).searchParams.get('activeTab')).toBeNull()
  })

  test('with no results is offered Login to Recommend', { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto('/?keyword=%22qqxqqzz%22')
    await expect(page.getByText(NO_RESULTS.tactics)).toBeVisible()
    await page.getByRole('button', { name: LOGIN_TO_RECOMMEND }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })

  test('opening /search is sent home with the search kept', { tag: ANY_WIDTH }, async ({
    page,
  }) => {
    await page.goto('/search?tab=vendors&keyword=%22Brightshelf%22')
    await expect(page).toHaveURL(/^[^?]*\/\?/)
    await expect(cards(page)).toHaveCount(1)
    await expect(cards(page).first()).toContainText('Brightshelf Media')
  })
})
