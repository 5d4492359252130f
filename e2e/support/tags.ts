/**
 * The tag of a test whose steps and screens do not change with the width, in a spec that also runs
 * at 1280 px for its other tests: it runs on the phone only (playwright.config.ts).
 */
export const ANY_WIDTH = '@any-width'
