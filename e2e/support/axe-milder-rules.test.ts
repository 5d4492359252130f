// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test } from 'vitest'
import { AXE_MILDER_RULES } from './axe-milder-rules.ts'

type Check = string | { id: string }
type AxeAudit = {
  rules: { id: string; impact?: string; any: Check[]; all: Check[]; none: Check[] }[]
  data: { checks: Record<string, { impact?: string } | undefined> }
}

const SERIOUS = new Set(['serious', 'critical'])

test('the rules the browser tests skip are those of axe-core that cannot be serious or critical', () => {
  const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.js'), 'utf8')
  const scope = window as unknown as { eval(code: string): void; axe: { _audit: AxeAudit } }
  scope.eval(source)
  const { rules, data } = scope.axe._audit
  const milder = rules
    .filter((rule) => {
      const checks = [...rule.any, ...rule.all, ...rule.none]
      const impacts = checks.map((check) => {
        const id = typeof check === 'string' ? check : check.id
        return data.checks[id]?.impact ?? rule.impact
      })
      return ![...impacts, rule.impact].some((impact) => impact && SERIOUS.has(impact))
    })
    .map((rule) => rule.id)
    .sort()
  expect(AXE_MILDER_RULES).toEqual(milder)
})
