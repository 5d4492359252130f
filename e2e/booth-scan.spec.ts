import type { APIRequestContext, Page } from '@playwright/test'
import QRCode from 'qrcode'
import { BOOTH_TEXT } from '../src/app/features/events/booth-texts.ts'
import { EVENT_TEXT } from '../src/app/features/events/event-texts.ts'
import type { EventDetail, EventPage } from '../src/domain/events.ts'
import { DEMO_PASSWORD, demoEmail, dialog } from './support/auth-ui.ts'
import { demoVendor } from './support/catalogue.ts'
import { cameraLive, fakeCamera, pngDataUrl, swapCamera } from './support/fake-camera.ts'
import { apiSignIn, authHeaders, signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'

/*
 * The booth card and "Scan booth code" (docs/spec/workspace.md §6): a vendor prints its card, a
 * buyer at the show films its code and lands on the vendor, types a booth when the camera is
 * refused, and shares the vendor through the phone's share sheet.
 */

const SHOW = 'Shopper Marketing Expo'

/** The demo's upcoming show and its exhibitors, as the buyer's event page reads them. */
async function upcomingShow(request: APIRequestContext) {
  const headers = authHeaders(await apiSignIn(request, demoEmail('cpg_user'), DEMO_PASSWORD))
  const list = (await (await request.get('/api/v1/events', { headers })).json()) as EventPage
  const show = list.events.find((event) => event.name === SHOW)
  if (!show) throw new Error(`No ${SHOW} among the events`)
  const detail = await request.get(`/api/v1/events/${show.id}`, { headers })
  return (await detail.json()) as EventDetail
}

const vendorHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true })

test('a buyer scans a printed booth card, types a booth when the camera is refused, and shares the vendor', async ({
  page,
}) => {
  const { vendorId, vendor } = await demoVendor(page.request)
  const show = await upcomingShow(page.request)
  const ownBooth = show.exhibitors.find((exhibitor) => exhibitor.vendor.id === vendorId)
  const other = show.exhibitors.find((exhibitor) => exhibitor.vendor.id !== vendorId)
  if (!ownBooth || !other) throw new Error(`The demo vendor and another exhibit at ${SHOW}`)

  // The vendor's admin prints the card: the printed page holds the card alone, with the booth.
  await page.addInitScript(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes')
  })
  await signInAs(page, demoEmail('vendor_admin'), DEMO_PASSWORD)
  await page.goto(`/company/${vendorId}`)
  await page.getByRole('button', { name: BOOTH_TEXT.print }).click()
  await expect(page.locator('body[data-printed="yes"]')).toHaveCount(1)
  await page.emulateMedia({ media: 'print' })
  const printed = page.locator('.booth-print')
  await expect(printed).toBeVisible()
  await expect(printed).toContainText(vendor.name)
  await expect(printed).toContainText(BOOTH_TEXT.printBooth(ownBooth.booth))
  await expect(vendorHeading(page, vendor.name)).toBeHidden()
  // Large on paper: 12 cm.
  expect((await printed.locator('.booth-print__code').boundingBox())?.width).toBeGreaterThan(400)
  await page.emulateMedia({ media: 'screen' })
  // The code as the app drew it on the page: the printed one is the same drawing, larger.
  const card = await page
    .getByRole('region', { name: BOOTH_TEXT.cardTitle })
    .getByRole('img', { name: BOOTH_TEXT.codeLabel(vendor.name) })
    .screenshot()

  // The buyer's phone: a share sheet, and a camera held up to a code of another site first.
  await page.addInitScript(() => {
    navigator.share = async (data) => {
      document.body.setAttribute('data-shared', JSON.stringify(data))
    }
  })
  const foreign = await QRCode.toBuffer(`https://booths.example.com/company/${vendorId}`)
  await fakeCamera(page, { picture: pngDataUrl(foreign) })
  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  await page.goto('/events')
  await page.getByRole('link', { name: new RegExp(SHOW) }).click()
  await expect(page.getByRole('heading', { level: 1, name: SHOW })).toBeVisible()

  const scan = dialog(page, BOOTH_TEXT.scan)
  const reader = page.waitForRequest(/\.wasm$/)
  await page.getByRole('button', { name: BOOTH_TEXT.scan }).click()
  // Chromium on Linux has no barcode detector: ZXing reads, its WebAssembly from this server.
  expect(new URL((await reader).url()).origin).toBe(new URL(page.url()).origin)
  await expect(scan.getByRole('status')).toHaveText(BOOTH_TEXT.notBoothCode)
  await scan.getByRole('button', { name: 'Close' }).click()
  await expect(scan).toHaveCount(0)
  await expect.poll(() => cameraLive(page)).toBe(false)

  // The vendor's printed card: its page opens and the camera goes off.
  await swapCamera(page, { picture: pngDataUrl(card) })
  await page.getByRole('button', { name: BOOTH_TEXT.scan }).click()
  await expect(vendorHeading(page, vendor.name)).toBeVisible()
  await expect(page).toHaveURL((url) => url.pathname === `/company/${vendorId}`)
  await expect.poll(() => cameraLive(page)).toBe(false)

  await page.getByRole('button', { name: 'Share', exact: true }).click()
  await expect(page.locator('body[data-shared]')).toHaveCount(1)
  const shared = JSON.parse((await page.locator('body').getAttribute('data-shared')) ?? '{}')
  expect(shared).toMatchObject({
    title: vendor.name,
    url: new URL(`/company/${vendorId}`, page.url()).href,
  })

  // The camera refused: said so, and the booth typed instead, in any case.
  await page.goBack()
  await swapCamera(page, 'refused')
  await page.getByRole('button', { name: BOOTH_TEXT.scan }).click()
  await expect(scan.getByRole('alert')).toHaveText(BOOTH_TEXT.cameraRefused)
  const booth = scan.getByRole('textbox', { name: EVENT_TEXT.boothLabel })
  await booth.fill('ZZ 99')
  await scan.getByRole('button', { name: BOOTH_TEXT.find }).click()
  await expect(scan.getByText(BOOTH_TEXT.noExhibitor('ZZ 99', SHOW))).toBeVisible()
  await booth.fill(other.booth.toLowerCase())
  await scan.getByRole('button', { name: BOOTH_TEXT.find }).click()
  await expect(vendorHeading(page, other.vendor.name)).toBeVisible()
  await expect(page).toHaveURL((url) => url.pathname === `/company/${other.vendor.id}`)
})
