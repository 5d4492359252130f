import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page, type TestInfo } from '@playwright/test'
import { expectNoSeriousA11yViolations, settleAnimations } from '../accessibility.ts'

/** Where the audit's screenshots and contact sheet go (ignored by git; README "Screen audit"). */
export const SCREENS_DIR = path.resolve('screens')

/** Pictures are for a person to look at: CI, whose clone is thrown away, takes none unless asked. */
const TAKE_PICTURES = process.env.SCREENSHOTS === '1' || !process.env.CI

/** Smallest finger target on a touch screen (WCAG 2.5.5). */
const MIN_TARGET = 44

/**
 * The console errors, page errors and failed responses a page shows from now on. Chromium's own
 * "Failed to load resource" line is left out: the response it stands for is listed with its URL.
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`response: ${response.status()} ${response.url()}`)
  })
  return errors
}

/**
 * Elements whose right edge passes the configured width and that no ancestor clips: a phone's
 * layout viewport widens to fit them, so `innerWidth` would hide the fault.
 */
function overflowing(page: Page, width: number) {
  return page.evaluate((limit) => {
    const clips = (element: Element) => {
      const style = getComputedStyle(element)
      return style.overflowX !== 'visible' || style.clipPath !== 'none' || style.clip !== 'auto'
    }
    // The parent in the flattened tree: a shadow root's children are clipped by its host's box.
    const parentOf = (element: Element): Element | null => {
      if (element.assignedSlot) return element.assignedSlot
      if (element.parentElement) return element.parentElement
      const root = element.getRootNode()
      return root instanceof ShadowRoot ? root.host : null
    }
    const found: string[] = []
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) visit(element.shadowRoot)
        const rect = element.getBoundingClientRect()
        if (rect.width === 0 || rect.height === 0 || rect.right <= limit + 1) continue
        let ancestor = parentOf(element)
        let clipped = false
        while (ancestor && ancestor !== document.documentElement) {
          if (clips(ancestor) && ancestor.getBoundingClientRect().right <= limit + 1) {
            clipped = true
            break
          }
          ancestor = parentOf(ancestor)
        }
        if (clipped || getComputedStyle(element).visibility === 'hidden') continue
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
          typeof element.className === 'string' && element.className
            ? `.${element.className.trim().split(/\s+/).join('.')}`
            : ''
        }`
        found.push(`${name} right=${Math.round(rect.right)}`)
      }
    }
    visit(document)
    return { scrollWidth: document.documentElement.scrollWidth, found: found.slice(0, 10) }
  }, width)
}

/** Images that finished loading without a picture. */
function brokenImages(page: Page) {
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.currentSrc !== '' && image.naturalWidth === 0)
      .map((image) => image.currentSrc),
  )
}

/** Visible controls a finger uses that are smaller than 44 x 44 CSS px. */
function smallTargets(page: Page) {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'select',
      'textarea',
      'input:not([type=hidden])',
      'summary',
      '[role=button]',
      '[role=tab]',
      '[role=checkbox]',
      '[role=switch]',
      '[role=option]',
      'ion-button',
      'ion-segment-button',
      'ion-chip',
      'ion-item[button]',
      'ion-item[href]',
    ].join(',')
    const small: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      // Ionic's native input sits inside its host; an inner button of a host is measured there.
      if (element.closest('[aria-hidden=true], [inert]')) continue
      if (element.parentElement?.closest('ion-button, ion-item, ion-segment-button, ion-chip'))
        continue
      if (element.matches(':disabled, [aria-disabled=true]')) continue
      let rect = element.getBoundingClientRect()
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden' || rect.width <= 1 || rect.height <= 1) continue
      if (rect.bottom <= 0 || rect.right <= 0) continue
      // A field's target is its box (an input's frame, Ionic's searchbar or select) or, for a check
      // box, its row with the label.
      const box = element.closest('.input-box__frame, ion-searchbar, ion-select, label')
      const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined
      if (element.matches('input, textarea, select') && (box ?? label)) {
        const around = (box ?? label)?.getBoundingClientRect() ?? rect
        const left = Math.min(rect.left, around.left)
        const right = Math.max(rect.right, around.right)
        const top = Math.min(rect.top, around.top)
        const bottom = Math.max(rect.bottom, around.bottom)
        rect = new DOMRect(left, top, right - left, bottom - top)
      }
      if (rect.width + 0.5 >= min && rect.height + 0.5 >= min) continue
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
      small.push(
        `${element.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(rect.width)}x${Math.round(rect.height)}`,
      )
    }
    return small
  }, MIN_TARGET)
}

/** Rewrites the contact sheet from the screenshots on disk (each worker's last write holds all). */
function writeContactSheet() {
  const shots = readdirSync(SCREENS_DIR)
    .filter((file) => file.endsWith('.png'))
    .sort()
  const figures = shots
    .map(
      (file) =>
        `<figure><a href="${file}"><img src="${file}" loading="lazy" alt=""></a><figcaption>${file.replace('.png', '')}</figcaption></figure>`,
    )
    .join('\n')
  writeFileSync(
    path.join(SCREENS_DIR, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>Screen audit</title>
<style>body{font:14px system-ui;margin:16px}main{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
figure{margin:0;width:200px}img{width:100%;border:1px solid #ccc}figcaption{word-break:break-all}</style>
<h1>Screen audit (${shots.length} screenshots)</h1><main>${figures}</main>`,
  )
}

/**
 * A tablet, looked at in each of the desktop's states: held on its side and then turned upright,
 * as a person turns it in the hand, with a finger's coarse pointer (touch emulated, so the CSS for
 * touch screens applies and 44 px targets are checked). From 768 px the app opens the desktop's
 * dialogs rather than the phone's sheets (app-modal.tsx), so a state entered at 1280 px is the one
 * a tablet enters; the layout follows the window's size as it changes (CSS and useMediaQuery).
 */
const TABLETS = [
  { name: 'tablet-landscape', width: 1024, height: 768 },
  { name: 'tablet-portrait', width: 768, height: 1024 },
]

/**
 * The audit of the screen the page shows now (e2e/screens.spec.ts): nothing wider than the screen,
 * no broken image, no console or page error, 44 px targets on a touch screen, and axe; each
 * picture joins the contact sheet. The desktop's states are audited on tablets too (TABLETS).
 */
export async function auditScreen(page: Page, info: TestInfo, name: string, errors: string[]) {
  const touch = info.project.use.hasTouch === true
  if (TAKE_PICTURES) mkdirSync(SCREENS_DIR, { recursive: true })
  // The picture is of the screen, not of the start-up spinner's first second over it.
  await page
    .locator('.main-loader')
    .waitFor({ state: 'detached', timeout: 3_000 })
    .catch(() => {})
  await auditSize(page, `${name}--${info.project.name}`, touch)
  expect.soft(errors, `${name}: console and page errors`).toEqual([])
  await expectNoSeriousA11yViolations(page)
  if (!touch) await auditTablets(page, name)
}

async function auditTablets(page: Page, name: string) {
  const held = page.viewportSize()
  const devTools = await page.context().newCDPSession(page)
  await devTools.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 })
  for (const tablet of TABLETS) {
    await turnTo(page, tablet)
    await auditSize(page, `${name}--${tablet.name}`, true)
  }
  // The mouse is back, though Chromium then answers "(hover: none)": only hover colours differ.
  await devTools.send('Emulation.setTouchEmulationEnabled', { enabled: false })
  await devTools.detach()
  if (held) await turnTo(page, held)
}

/** Sets the viewport, then lets the app's size-dependent layout answer it (a frame or two). */
async function turnTo(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize({ width: size.width, height: size.height })
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
}

/** One size's look: the screenshot, then nothing past the edge, no broken image, 44 px targets. */
async function auditSize(page: Page, shot: string, touch: boolean) {
  const width = page.viewportSize()?.width ?? 0
  // Not a dialog half-way through Ionic's opening animation.
  await settleAnimations(page)
  if (TAKE_PICTURES) {
    await page.screenshot({ path: path.join(SCREENS_DIR, `${shot}.png`) })
    writeContactSheet()
  }
  const { scrollWidth, found } = await overflowing(page, width)
  expect.soft(found, `${shot}: elements past ${width}px`).toEqual([])
  expect.soft(scrollWidth, `${shot}: document width`).toBeLessThanOrEqual(width)
  // A logo that fails offline turns into initials in its error handler: the check waits for that
  // handler rather than reading the image in the moment between its failure and its event.
  await expect.soft
    .poll(() => brokenImages(page), { message: `${shot}: broken images`, timeout: 2_000 })
    .toEqual([])
  if (touch) expect.soft(await smallTargets(page), `${shot}: targets under 44px`).toEqual([])
}
