import './compare.css'
import { IonButton } from '@ionic/react'
import { useNavigate } from '@tanstack/react-router'
import { COMPARE_MIN } from '#domain/compare.ts'
import { compareSearchOf } from './compare-search.ts'
import { clearCompared, useComparedSelection } from './compare-selection.ts'
import { COMPARE_TEXT } from './compare-texts.ts'

/** "Compare (n)" under the results from 2 ticked tactics (§2), kept in view at the bottom. */
export function CompareBar() {
  const chosen = useComparedSelection()
  const navigate = useNavigate()
  if (chosen.length < COMPARE_MIN) return null
  return (
    <section className="compare-bar" aria-label={COMPARE_TEXT.title}>
      <IonButton onClick={() => void navigate({ to: '/compare', search: compareSearchOf(chosen) })}>
        {COMPARE_TEXT.bar(chosen.length)}
      </IonButton>
      <IonButton fill="outline" onClick={clearCompared}>
        {COMPARE_TEXT.clear}
      </IonButton>
    </section>
  )
}
