import { describe, expectTypeOf, it } from 'vitest'
import type { ComparableTacticPage } from '#domain/compare.ts'
import type { TacticDetail } from './get-tactic.ts'

describe('TacticDetail', () => {
  it('holds what the comparison reads offline from a kept tactic page (comparedTacticOfPage)', () => {
    expectTypeOf<TacticDetail>().toExtend<ComparableTacticPage>()
  })
})
