import { COMPARE_MAX } from '#domain/compare.ts'
import { CheckRow } from '../../ui/forms/check-row.tsx'
import { toggleCompared, useComparedSelection } from './compare-selection.ts'
import { COMPARE_TEXT } from './compare-texts.ts'

/** The "Compare" checkbox of a tactic card in search results (§2); a fifth cannot be ticked. */
export function CompareChoice({ tacticId, name }: { tacticId: number; name: string }) {
  const chosen = useComparedSelection()
  const checked = chosen.includes(tacticId)
  const full = !checked && chosen.length >= COMPARE_MAX
  return (
    <CheckRow
      className="compare-choice"
      checked={checked}
      disabled={full}
      label={`${COMPARE_TEXT.compare} ${name}`}
      title={full ? COMPARE_TEXT.limit : undefined}
      onChange={(next) => toggleCompared(tacticId, next)}
    >
      {COMPARE_TEXT.compare}
    </CheckRow>
  )
}
