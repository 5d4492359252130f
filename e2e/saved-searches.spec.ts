import { SAVED_RESULTS } from '../src/app/features/search/search-messages.ts'
import {
  OPENED_SAVED_SEARCH_FIELD,
  SAVED_SEARCH_MESSAGES as TEXT,
} from '../src/domain/saved-searches.ts'
import { searchUrlPath } from '../src/domain/search-url.ts'
import { DEMO_PASSWORD, dialog } from './support/auth-ui.ts'
import { newBuyer } from './support/buyers.ts'
import { demoVendor } from './support/catalogue.ts'
import { sql } from './support/database.ts'
import { goOffline, goOnline, persisted, readyOffline } from './support/network.ts'
import { signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'

/** A page served offline, or a list read again, on a machine whose two cores run other tests too. */
const SLOW = { timeout: 20_000 }

/** docs/spec/workspace.md §4: save a search, find it on /search, open it, open it offline. */
test("a buyer saves a search, opens it from Saved searches, offline and from the digest's See all, and deletes it", async ({
  page,
  context,
}) => {
  const { tactic } = await demoVendor(page.request)
  const email = await newBuyer()
  await signInAs(page, email, DEMO_PASSWORD)
  const keyword = tactic.name.slice(0, 60)
  await page.goto(`/search?tab=tactics&keyword=${encodeURIComponent(keyword)}`)
  const result = page.locator('.search-results').getByText(tactic.name)
  await expect(result.first()).toBeVisible({ timeout: 30_000 })

  await page.getByRole('button', { name: TEXT.save }).click()
  const save = dialog(page, TEXT.save)
  await save.getByLabel(TEXT.nameLabel).fill('Trade show picks')
  await save.getByRole('switch', { name: TEXT.alerts }).click()
  await save.getByRole('button', { name: 'Save', exact: true }).click()
  // Sent at once, or kept by the outbox when the connection is judged too slow, and sent after.
  await expect(save).toBeHidden()

  await page.goto('/search')
  const list = page.getByRole('region', { name: TEXT.list })
  const link = list.getByRole('link', { name: /Trade show picks/ })
  await expect(link).toBeVisible(SLOW)
  await expect(list.getByRole('switch', { name: `${TEXT.alerts}: Trade show picks` })).toBeChecked()
  await link.click()
  await expect(page).toHaveURL(/keyword=/)
  await expect(result.first()).toBeVisible()

  // Offline, the list opens from the device and the search with the results it holds.
  await readyOffline(page)
  await persisted(page, 'Trade show picks')
  await goOffline(context)
  await page.goto('/search')
  await expect(link).toBeVisible(SLOW)
  await link.click()
  await expect(page.getByText(SAVED_RESULTS)).toBeVisible()
  await expect(result.first()).toBeVisible()
  await goOnline(context)

  // Opened last long ago, the search has new matches; the weekly digest's "See all" names it, and
  // opening that link clears "n new" as opening it from the list does.
  const [saved] = await sql<{ id: number; query: object }[]>`
    update saved_searches set last_opened_at = now() - interval '10 years'
    where name = 'Trade show picks' and user_id = (select id from users where email = ${email})
    returning id, query`
  // The list read within the last 5 s is not asked for again: read it until it shows them.
  await expect(async () => {
    await page.goto('/search')
    await expect(list.getByText(/^\d+ new$/)).toBeVisible({ timeout: 3_000 })
  }).toPass(SLOW)
  const marked = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      response.url().endsWith(`/api/v1/saved_searches/${saved?.id}`),
  )
  await page.goto(searchUrlPath({ ...saved?.query, [OPENED_SAVED_SEARCH_FIELD]: saved?.id }))
  await expect(result.first()).toBeVisible(SLOW)
  expect((await marked).status()).toBe(200)
  await expect(page).not.toHaveURL(new RegExp(`${OPENED_SAVED_SEARCH_FIELD}=`))
  await expect(async () => {
    await page.goto('/search')
    await expect(link).toBeVisible({ timeout: 3_000 })
    await expect(list.getByText(/^\d+ new$/)).toHaveCount(0, { timeout: 1_000 })
  }).toPass(SLOW)

  // Delete asks first; Cancel keeps it, Delete removes it (the list goes with its only search).
  const remove = list.getByRole('button', { name: `${TEXT.delete} Trade show picks` })
  const asked = page.getByRole('alertdialog', { name: TEXT.deleteTitle })
  await remove.click()
  await expect(asked).toContainText(TEXT.deleteQuestion('Trade show picks'))
  await asked.getByRole('button', { name: TEXT.cancel }).click()
  await expect(asked).toBeHidden()
  await expect(link).toBeVisible()
  await remove.click()
  await asked.getByRole('button', { name: TEXT.delete }).click()
  await expect(list).toBeHidden(SLOW)
})
