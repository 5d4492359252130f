import { IonCheckbox } from '@ionic/react'
import { COMPARE_MAX } from '#domain/compare.ts'
import { toggleCompared, useComparedSelection } from './compare-selection.ts'
import { COMPARE_TEXT } from './compare-texts.ts'

/** The "Compare" checkbox of a tactic card in search results (§2); a fifth cannot be ticked. */
export function CompareChoice({ tacticId, name }: { tacticId: number; name: string }) {
  const chosen = useComparedSelection()
  const checked = chosen.includes(tacticId)
  const full = !checked && chosen.length >= COMPARE_MAX
  return (
    <IonCheckbox
      className="compare-choice"
      labelPlacement="end"
      justify="start"
      checked={checked}
      disabled={full}
      aria-label={`${COMPARE_TEXT.compare} ${name}`}
      title={full ? COMPARE_TEXT.limit : undefined}
      onIonChange={(event) => toggleCompared(tacticId, event.detail.checked)}
    >
      {COMPARE_TEXT.compare}
    </IonCheckbox>
  )
}
