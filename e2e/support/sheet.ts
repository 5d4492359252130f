import { expect, type Locator } from '@playwright/test'

/**
 * On the phone a short dialog is a sheet as tall as what it holds: it rises from the bottom of the
 * screen and its last control ends just above the sheet's edge, with no empty screen under it.
 */
export async function expectSheetFitsContent(modal: Locator, last: Locator) {
  const screen = modal.page().viewportSize()
  expect(screen).not.toBeNull()
  await expect(async () => {
    const sheet = await sheetOf(modal).boundingBox()
    const control = await last.boundingBox()
    expect(sheet).not.toBeNull()
    expect(control).not.toBeNull()
    if (!sheet || !control || !screen) return
    expect(Math.round(sheet.y + sheet.height)).toBe(screen.height)
    expect(sheet.y + sheet.height - (control.y + control.height)).toBeLessThan(48)
  }).toPass()
}

/** The sheet itself: the plain `<dialog>` the locator is, or the dialog inside Ionic's modal host. */
const sheetOf = (modal: Locator) =>
  modal.and(modal.page().locator('dialog')).or(modal.getByRole('dialog'))
