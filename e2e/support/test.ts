import { randomInt } from 'node:crypto'
import path from 'node:path'
import { test as base, expect } from '@playwright/test'
import { SERVICE_WORKER } from './tags.ts'

type Violation = { directive: string; blocked: string; source: string }

/**
 * Specs that go offline, read what the service worker caches or show what it changes, and tests
 * tagged SERVICE_WORKER (the audit's screens that go offline). The others run without it:
 * installing it (every build file precached) is about a tenth of a test's time.
 */
const SERVICE_WORKER_SPECS = new Set([
  'account.spec.ts',
  'buyer-actions.spec.ts',
  'compare-offline.spec.ts',
  'event-offline.spec.ts',
  'install.spec.ts',
  'landing.spec.ts',
  'lie-fi.spec.ts',
  'navigation.spec.ts',
  'offline.spec.ts',
  'outbox.spec.ts',
  'pwa.spec.ts',
  'quotes.spec.ts',
  'saved-searches.spec.ts',
  'session-end.spec.ts',
  'shortlists.spec.ts',
  'trade-show.spec.ts',
  'visitor-pages.spec.ts',
])

/**
 * Playwright's test with two fixtures, and a service worker only in SERVICE_WORKER_SPECS and the
 * tests tagged SERVICE_WORKER. Every page of the test's browser context reports
 * Content-Security-Policy violations, and the test fails on any (docs/security.md, CSP). Each test
 * is a person at an address of their own: the server runs behind a trusted proxy in the e2e
 * configuration, so the per-address limits (registration checks, resets) count each test apart
 * rather than the whole suite from 127.0.0.1. Specs import `test` and `expect` from here.
 */
export const test = base.extend<{ cspViolations: Violation[] }>({
  serviceWorkers: async ({ serviceWorkers }, use, testInfo) => {
    const needed =
      SERVICE_WORKER_SPECS.has(path.basename(testInfo.file)) ||
      testInfo.tags.includes(SERVICE_WORKER)
    await use(needed ? serviceWorkers : 'block')
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address })
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: Violation[] = []
      await context.exposeBinding('__reportCspViolation', (_source, violation: Violation) => {
        violations.push(violation)
      })
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation(v: Violation): void })
            .__reportCspViolation
          report({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber}`,
          })
        })
      })
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
