import type { Page } from '@playwright/test'
import { EVENT_TEXT } from '../src/app/features/events/event-texts.ts'
import { MENU_TEXT } from '../src/app/ui/account-menu-items.ts'
import { compareBooths } from '../src/domain/events.ts'
import { chooseMenuItem, DEMO_PASSWORD, demoEmail } from './support/auth-ui.ts'
import { demoVendor } from './support/catalogue.ts'
import { apiSignIn, authHeaders, signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'

/*
 * Trade shows (docs/spec/workspace.md §6): a buyer finds who exhibits where, and a vendor's admin
 * adds the company to a show, listed once a super admin approves it.
 */

const rows = (page: Page) => page.locator('.exhibitor-row')

/** A day `days` from today, as the API takes it (YYYY-MM-DD). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

test('a buyer opens the upcoming show from the menu and finds an exhibitor by its booth', async ({
  page,
}) => {
  const { vendor } = await demoVendor(page.request)
  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  await page.goto('/search')
  await chooseMenuItem(page, MENU_TEXT.events)
  await expect(page).toHaveURL((url) => url.pathname === '/events')

  // Upcoming first, then past.
  const groups = page.locator('.event-group h2')
  await expect(groups).toHaveText([EVENT_TEXT.upcoming, EVENT_TEXT.past])
  await page.getByRole('region', { name: EVENT_TEXT.upcoming }).getByRole('link').first().click()
  await expect(rows(page).first()).toBeVisible()

  // By booth, in the floor's order.
  const booths = (await page.locator('.exhibitor-row .booth-badge').allTextContents()).map((b) =>
    b.replace('Booth ', ''),
  )
  expect(booths).toEqual([...booths].sort(compareBooths))

  const demoRow = rows(page).filter({ hasText: vendor.name })
  const booth = ((await demoRow.locator('.booth-badge').textContent()) ?? '').replace('Booth ', '')
  await page.getByRole('searchbox', { name: EVENT_TEXT.findLabel }).fill(booth)
  await expect(rows(page)).toHaveCount(1)
  await expect(rows(page).first()).toContainText(vendor.name)

  await rows(page).first().click()
  await expect(page.getByRole('heading', { level: 1, name: vendor.name })).toBeVisible()
  await page.goBack()
  await expect(rows(page)).toHaveCount(1)
  await expect(page.getByRole('searchbox', { name: EVENT_TEXT.findLabel })).toHaveValue(booth)
})

test('a vendor admin adds the company to a show, listed once a super admin approves it', async ({
  page,
  request,
}) => {
  const admin = await apiSignIn(request, demoEmail('super_admin'), DEMO_PASSWORD)
  const created = await request.post('/api/v1/admin/events', {
    headers: authHeaders(admin),
    data: {
      name: `Shelf Expo ${Date.now().toString(36)}`,
      venue: 'McCormick Place',
      city: 'Chicago',
      starts_on: inDays(40),
      ends_on: inDays(42),
    },
  })
  expect(created.status()).toBe(201)
  const { event } = (await created.json()) as { event: { id: number } }

  const { user } = await signInAs(page, demoEmail('vendor_admin'), DEMO_PASSWORD)
  await page.goto(`/events/${event.id}`)
  const ownBooth = page.getByRole('region', { name: EVENT_TEXT.ownBoothTitle }).getByRole('status')
  await expect(page.getByText(EVENT_TEXT.noExhibitors)).toBeVisible()
  await page.getByRole('textbox', { name: EVENT_TEXT.boothLabel }).fill('C 12')
  await page.getByRole('button', { name: EVENT_TEXT.requestBooth }).click()
  await expect(ownBooth).toHaveText(EVENT_TEXT.ownBooth('C 12', 'pending'))
  // Waiting for approval: not yet among the exhibitors.
  await expect(page.getByText(EVENT_TEXT.noExhibitors)).toBeVisible()

  const approved = await request.put(
    `/api/v1/admin/events/${event.id}/exhibitors/${user.vendor_id}/approval`,
    { headers: authHeaders(admin) },
  )
  expect(approved.status()).toBe(200)
  await page.reload()
  await expect(ownBooth).toHaveText(EVENT_TEXT.ownBooth('C 12', 'approved'))
  await expect(rows(page)).toHaveCount(1)
})
