import { test as base, expect } from '@playwright/test'

type Violation = { directive: string; blocked: string; source: string }

/**
 * Playwright's test with one automatic fixture: every page of the test's browser context reports
 * Content-Security-Policy violations, and the test fails on any (docs/security.md, CSP). Specs
 * import `test` and `expect` from here.
 */
export const test = base.extend<{ cspViolations: Violation[] }>({
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
