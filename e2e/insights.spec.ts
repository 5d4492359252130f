import { readFileSync } from 'node:fs'
import { MENU_TEXT } from '../src/app/ui/account-menu-items.ts'
import { INSIGHT_COUNT_LABELS, INSIGHT_MESSAGES } from '../src/domain/insights.ts'
import { chooseMenuItem, DEMO_PASSWORD, demoEmail } from './support/auth-ui.ts'
import { signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'

/** Docs/spec/workspace.md §5: the demo vendor's admin reads its insights and downloads them. */
test('a vendor admin opens Insights from the menu, reads profile views and quote requests, and downloads the CSV', async ({
  page,
}) => {
  await signInAs(page, demoEmail('vendor_admin'), DEMO_PASSWORD)
  await page.goto('/account')
  await chooseMenuItem(page, MENU_TEXT.insights)
  await expect(page).toHaveURL(/\/company\/insights/)
  await expect(page.getByRole('heading', { level: 1, name: INSIGHT_MESSAGES.title })).toBeVisible()

  // The segment button itself takes the tap (its inner tab is in its shadow root).
  await page
    .locator('ion-segment-button')
    .filter({ hasText: INSIGHT_MESSAGES.periodLabel(90) })
    .click()
  await expect(page.getByRole('tab', { name: INSIGHT_MESSAGES.periodLabel(90) })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page).toHaveURL(/days=90/)
  const tile = (label: string) =>
    page.locator('.insight-tile').filter({ hasText: label }).locator('.insight-tile__value')
  // The seeded audience of twelve buyers: numbers. Website visits are of two seeded buyers, "fewer
  // than 3", until other tests' buyers open the demo vendor's website.
  const profileViews = tile(INSIGHT_COUNT_LABELS.profile_views)
  await expect(profileViews).toHaveText(/^\d[\d,]*$/)
  await expect(tile(INSIGHT_COUNT_LABELS.quote_requests)).toHaveText(/^\d[\d,]*$/)
  const websiteVisits = tile(INSIGHT_COUNT_LABELS.website_visits)
  await expect(websiteVisits).toHaveText(
    new RegExp(`^(${INSIGHT_MESSAGES.fewerThan3}|[1-9]\\d*,?\\d*)$`),
  )
  const views = Number((await profileViews.textContent())?.replaceAll(',', ''))
  const quotes = Number(
    (await tile(INSIGHT_COUNT_LABELS.quote_requests).textContent())?.replaceAll(',', ''),
  )
  const visits = await websiteVisits.textContent()

  // The weekly table carries the chart's numbers for a screen reader: 13 weeks over 90 days.
  const weeks = page.getByRole('table', { name: 'Per week' })
  await expect(weeks.getByRole('row')).toHaveCount(1 + 13)

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: `${INSIGHT_MESSAGES.downloadCsv}: In total` }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(
    /^insights-totals-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  )
  const csv = readFileSync(await download.path(), 'utf8').split('\r\n')
  expect(csv[0]).toBe(',Count')
  expect(csv).toContain(`${INSIGHT_COUNT_LABELS.profile_views},${views}`)
  expect(csv).toContain(`${INSIGHT_COUNT_LABELS.quote_requests},${quotes}`)
  expect(csv).toContain(`${INSIGHT_COUNT_LABELS.website_visits},${visits?.replaceAll(',', '')}`)

  // Nothing sideways on a phone: the wide weekly table scrolls inside its card.
  const width = page.viewportSize()?.width ?? 0
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
})
