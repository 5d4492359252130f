import './forms.css'
import { IonButton, IonSearchbar } from '@ionic/react'
import { type Ref, useState } from 'react'
import { AppModal } from '../app-modal.tsx'
import { useSearchbarInput } from '../use-searchbar-input.ts'
import { Checklist } from './checklist.tsx'
import { type ChoiceOption, matchingOptions, selectedNames } from './choice-options.ts'

type Props = {
  /** The group's name: the modal's title and the button's. */
  legend: string
  options: readonly ChoiceOption[]
  selected: readonly string[]
  onCheck: (id: string, checked: boolean) => void
  /** The field's box, which takes focus (before its Choose button) when the field has an error. */
  focusRef?: Ref<HTMLDivElement>
  /** The id of the field's error, read with the button. */
  describedBy?: string
}

/**
 * A long list of choices kept off the page: what is ticked shows as a line, and a sheet with a
 * search box and the checklist opens to change it (docs/decisions: the tactic form on a phone).
 */
export function MultiSelect({ legend, options, selected, onCheck, focusRef, describedBy }: Props) {
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const names = selectedNames(options, selected)
  const shown = matchingOptions(options, query)
  const searchbar = useSearchbarInput({ 'aria-label': `Search ${legend}` })
  return (
    <div ref={focusRef} className="multi-select" tabIndex={-1}>
      <p className="multi-select__summary">{names.length > 0 ? names.join(', ') : 'None chosen'}</p>
      <IonButton
        fill="outline"
        className="multi-select__open"
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        {`Choose ${legend}`}
      </IonButton>
      <AppModal
        isOpen={open}
        title={legend}
        className="multi-select__sheet"
        onClose={() => {
          setOpen(false)
          setQuery('')
        }}
        footer={
          <IonButton expand="block" onClick={() => setOpen(false)}>
            Done
          </IonButton>
        }
      >
        <IonSearchbar
          ref={searchbar}
          value={query}
          placeholder={`Search ${legend}`}
          aria-label={`Search ${legend}`}
          onIonInput={(event) => setQuery(event.detail.value ?? '')}
        />
        {shown.length === 0 ? (
          <p className="multi-select__empty">No option matches “{query}”.</p>
        ) : (
          <Checklist
            options={shown}
            selected={selected}
            onCheck={onCheck}
            showAllChildren={query.trim() !== ''}
            label={legend}
          />
        )}
      </AppModal>
    </div>
  )
}
