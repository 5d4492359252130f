import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { AXE_MILDER_RULES } from './support/axe-milder-rules.ts'

/**
 * axe-core goes into a document once, from its minified file, and each check of that document
 * finds it there. Handed no source, the builder sends all of axe-core unminified (1.4 MB) twice
 * per check, each copy then running cold: the phone's screen audit spent 129 s in its checks that
 * way, 96 s this way (144 states).
 */
const AXE_MINIFIED = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)
/** The source the builder is handed: nothing to run, as the document already has axe-core. */
const AXE_ALREADY_IN_THE_DOCUMENT = 'void 0'

async function putAxeIntoTheDocument(page: Page) {
  const present = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  )
  if (!present) await page.evaluate(AXE_MINIFIED)
}

/**
 * Waits for the page's finite animations (an Ionic toast or modal coming in) to end: axe measures
 * contrast with the opacity of the moment, so a toast half faded in reads as a contrast fault.
 * Ionic animates inside shadow roots, which `document.getAnimations()` does not reach, so each
 * shadow root is asked too. Endless ones (spinners, skeletons) are left running.
 */
export async function settleAnimations(page: Page) {
  await page
    .waitForFunction(
      () => {
        const roots: DocumentOrShadowRoot[] = [document]
        for (const element of document.querySelectorAll('*')) {
          if (element.shadowRoot) roots.push(element.shadowRoot)
        }
        return roots
          .flatMap((root) => root.getAnimations())
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
          )
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined)
}

/** No serious or critical axe-core violation on what the page shows now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  await settleAnimations(page)
  // Legacy mode runs axe.run in the page itself. The default opens a blank page for every check to
  // merge the frames' results, which doubled each check's time; the app has no frame of its own
  // (a video's player frame appears only once played, and plays nothing in these tests).
  // Only violations are read: axe then skips describing every passing element, about half its time.
  await putAxeIntoTheDocument(page)
  const results = await new AxeBuilder({ page, axeSource: AXE_ALREADY_IN_THE_DOCUMENT })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .disableRules(AXE_MILDER_RULES)
    .analyze()
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }))
  expect(serious).toEqual([])
}
