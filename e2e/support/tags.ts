/**
 * The tag of a test whose steps and screens do not change with the width, in a spec that also runs
 * at 1280 px for its other tests: it runs on the phone only (playwright.config.ts).
 */
export const ANY_WIDTH = '@any-width'

/**
 * The tag of a test that needs the service worker in a spec that otherwise runs without it
 * (e2e/support/test.ts): the screen audit's screens that go offline.
 */
export const SERVICE_WORKER = '@service-worker'
