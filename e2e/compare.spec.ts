import { readFileSync } from 'node:fs'
import { COMPARE_TEXT } from '../src/app/features/compare/compare-texts.ts'
import { COMPARE_ROWS } from '../src/domain/compare.ts'
import { DEMO_PASSWORD, demoEmail } from './support/auth-ui.ts'
import { signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'

/** Docs/spec/workspace.md §2: three tactics from search side by side, at 375 and 1280 px. */
test('a buyer ticks three tactics in search, compares them, shows only the differences and downloads the CSV', async ({
  page,
}) => {
  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  await page.goto('/search?tab=tactics&keyword=sampling')
  const cards = page.locator('.result-card').filter({ has: page.getByRole('checkbox') })
  await expect(cards.nth(2)).toBeVisible()
  const names: string[] = []
  for (const index of [0, 1, 2]) {
    const card = cards.nth(index)
    names.push((await card.getByRole('heading', { level: 3 }).textContent()) ?? '')
    await card.getByRole('checkbox', { name: /^Compare / }).click()
    await expect(card.getByRole('checkbox', { name: /^Compare / })).toBeChecked()
  }
  await page.getByRole('button', { name: COMPARE_TEXT.bar(3) }).click()
  await expect(page).toHaveURL(/\/compare\?tactics=\d+(%2C|,)\d+(%2C|,)\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: COMPARE_TEXT.title })).toBeVisible()

  const table = page.getByRole('table')
  for (const name of names) await expect(table.getByRole('link', { name })).toBeVisible()
  await expect(table.getByRole('rowheader')).toHaveCount(COMPARE_ROWS.length)

  // The page never scrolls sideways; on a phone the columns scroll inside the table's frame while
  // the row labels stay where they are.
  const width = page.viewportSize()?.width ?? 0
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  const frame = page.getByRole('region', { name: COMPARE_TEXT.table })
  const label = table.getByRole('rowheader', { name: /^Pricing model/ })
  if (width < 768) {
    const before = await label.boundingBox()
    await frame.evaluate((element) => element.scrollBy({ left: 300 }))
    await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    expect((await label.boundingBox())?.x).toBeCloseTo(before?.x ?? -1, 0)
  }

  // Differences only: every row left says it differs, in words. The rows are read once the rows
  // the three share have gone (the seed's three share some), not in the moment before.
  await page.getByRole('switch', { name: COMPARE_TEXT.onlyDifferences }).click()
  const differing = table.getByRole('rowheader')
  await expect.poll(() => differing.count()).toBeLessThan(COMPARE_ROWS.length)
  for (const row of await differing.all()) await expect(row).toContainText(COMPARE_TEXT.differs)

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: COMPARE_TEXT.downloadCsv }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^compare-tactics-\d+-\d+-\d+\.csv$/)
  const csv = readFileSync(await download.path(), 'utf8').split('\r\n')
  expect(csv).toHaveLength(2 + COMPARE_ROWS.length + 1)
  for (const name of names) expect(csv[0]).toContain(name.includes(',') ? `"${name}"` : name)
  expect(csv[0]?.endsWith(',Differs')).toBe(true)
  expect(csv.slice(2, -1).map((line) => line.split(',')[0])).toEqual(
    COMPARE_ROWS.map((row) => row.label),
  )
})
