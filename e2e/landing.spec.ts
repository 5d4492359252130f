import { AUTH_TEXT } from '../src/app/features/auth/auth-texts.ts'
import { accountNav, dialog } from './support/auth-ui.ts'
import { expectBrandShown } from './support/brand.ts'
import { firstSliderLogo, openLanding } from './support/landing.ts'
import { mainLoader } from './support/main-loader.ts'
import { ANY_WIDTH } from './support/tags.ts'
import { expect, test } from './support/test.ts'

test('the landing page shows its headline, both logo sliders and the visitor header', async ({
  page,
}) => {
  await page.goto('/')
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Find the perfect tactic or vendor to activate your brand',
    }),
  ).toBeVisible()
  for (const name of ['Registered vendors', 'Registered CPG marketers']) {
    const slider = page.getByRole('region', { name })
    const logos = slider.getByRole('img', { name: /logo/ })
    await expect(logos.first()).toBeVisible()
    expect(await logos.count()).toBeGreaterThanOrEqual(4)
    // Visible comes before decoded: wait for the first logo's pixels, not just its box.
    await expect
      .poll(() =>
        logos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true)
  }
  for (const name of [
    'About CPG Marketplace',
    'Benefits for Vendors',
    'How it works',
    'Registration is free',
  ]) {
    await expect(page.getByRole('heading', { name })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Privacy policy' })).toBeVisible()
  await expect(page.getByText(`© ${new Date().getFullYear()} CPG Marketplace`)).toBeVisible()
})

test('the register button reads Register at 576 px or less and Register for free above, beside the mark', async ({
  page,
}) => {
  await page.goto('/')
  await expectBrandShown(page)
  const header = page.getByRole('navigation', { name: 'Account' })
  const narrow = (page.viewportSize()?.width ?? 0) <= 576
  await expect(
    header.getByRole('link', { name: narrow ? 'Register' : 'Register for free', exact: true }),
  ).toBeVisible()
})

test("the hero's search form spans the lead text's column, not its placeholder's width", async ({
  page,
}) => {
  await page.goto('/')
  const form = page.getByRole('search').locator('form')
  const lead = page.locator('.search-banner__lead')
  const [formBox, leadBox] = [await form.boundingBox(), await lead.boundingBox()]
  // The box and its button fill the column (at most 640 px), centred like the text above.
  expect(formBox?.width).toBeGreaterThanOrEqual(Math.min(640, (leadBox?.width ?? 0) - 1))
  const formCentre = (formBox?.x ?? 0) + (formBox?.width ?? 0) / 2
  const leadCentre = (leadBox?.x ?? 0) + (leadBox?.width ?? 0) / 2
  expect(Math.abs(formCentre - leadCentre)).toBeLessThan(2)
})

test('the headline is in the HTML before any script runs', { tag: ANY_WIDTH }, async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('Find the perfect tactic or vendor to activate your brand')
})

test('a search shorter than 2 characters is refused with the spec text', {
  tag: ANY_WIDTH,
}, async ({ page }) => {
  await page.goto('/')
  // The form is pre-rendered HTML until the app boots; the sliders' logos come only from the app.
  await expect(
    page
      .getByRole('region', { name: 'Registered vendors' })
      .getByRole('img', { name: /logo/ })
      .first(),
  ).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search tactics and vendors' }).fill('a')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'You need to enter at least 2 characters in order to search',
  )
})

test("a visitor's landing page and its sign-in dialogs run none of Ionic, kept for the signed-in app (ADR 0001, 0009)", {
  tag: ANY_WIDTH,
}, async ({ page }) => {
  // Ionic defines every element it has when its module runs: one defined means all of it ran.
  const ionicDefined = () =>
    page.evaluate(() =>
      ['ion-app', 'ion-button', 'ion-modal'].filter((name) => customElements.get(name)),
    )
  await openLanding(page)
  await page.waitForLoadState('networkidle')
  expect(await ionicDefined()).toEqual([])

  await accountNav(page)
    .getByRole('link', { name: /^Register/ })
    .click()
  const register = dialog(page, AUTH_TEXT.registerTitle)
  await register.getByRole('button', { name: AUTH_TEXT.logInHere }).click()
  const login = dialog(page, AUTH_TEXT.loginTitle)
  await login.getByRole('button', { name: AUTH_TEXT.forgotPassword }).click()
  await expect(dialog(page, AUTH_TEXT.recoveryTitle).getByLabel(AUTH_TEXT.workEmail)).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await ionicDefined()).toEqual([])
})

test('the pre-rendered headline stays on screen while the app boots over it', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { headlineGone: boolean }
    w.headlineGone = false
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver(() => {
        if (!document.querySelector('h1')) w.headlineGone = true
      }).observe(document.body, { childList: true, subtree: true })
    })
  })
  await page.goto('/')
  await expect(mainLoader(page)).toHaveCount(0, { timeout: 5000 })
  await expect(firstSliderLogo(page)).toBeVisible()
  expect(
    await page.evaluate(() => (window as unknown as { headlineGone: boolean }).headlineGone),
  ).toBe(false)
})

test.describe('before the app has booted', () => {
  test.use({ javaScriptEnabled: false })

  test('the pre-rendered search form submits its keyword to the search', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('searchbox', { name: 'Search tactics and vendors' }).fill('sampling')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\?keyword=sampling$/)
  })
})
