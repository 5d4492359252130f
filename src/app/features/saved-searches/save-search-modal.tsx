import { IonButton } from '@ionic/react'
import { useState } from 'react'
import * as v from 'valibot'
import {
  SavedSearchCreateSchema,
  type SavedSearchQuery,
  SAVED_SEARCH_MESSAGES as TEXT,
} from '#domain/saved-searches.ts'
import { fieldErrorsOf } from '../../api/api-client.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { InputBox } from '../../ui/forms/input-box.tsx'
import { SwitchRow } from '../../ui/forms/switch-row.tsx'
import { createWrite, updateWrite } from './saved-search-writes.ts'
import { useSavedSearchWrite } from './use-saved-search-writes.ts'

type Props =
  /** "Save search": the current search under a name, with its alerts switch. */
  | { mode: 'save'; query: SavedSearchQuery; suggestedName: string; onClose: () => void }
  /** Rename a saved search. */
  | { mode: 'rename'; saved: { id: number; name: string }; onClose: () => void }

/** The first problem of a name, as the server would say it (the domain's own schema). */
function nameProblem(name: string): string | null {
  const parsed = v.safeParse(SavedSearchCreateSchema.entries.name, name)
  return parsed.success ? null : (parsed.issues[0]?.message ?? null)
}

/** The Save search dialog (a sheet on a phone), and Rename (docs/spec/workspace.md §4). */
export default function SaveSearchModal(props: Props) {
  const write = useSavedSearchWrite()
  const [isOpen, setOpen] = useState(true)
  const [name, setName] = useState(props.mode === 'save' ? props.suggestedName : props.saved.name)
  const [alerts, setAlerts] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const title = props.mode === 'save' ? TEXT.save : TEXT.rename

  async function submit() {
    const problem = nameProblem(name)
    setError(problem)
    if (problem) return
    const trimmed = name.trim()
    try {
      const done =
        props.mode === 'save'
          ? await write(createWrite(trimmed, props.query, alerts), TEXT.saved)
          : await write(updateWrite(props.saved, { name: trimmed }))
      if (done) setOpen(false)
    } catch (refusal) {
      const errors = fieldErrorsOf(refusal)
      setError(errors.name?.[0] ?? errors.base?.[0] ?? errors.query?.[0] ?? TEXT.queryInvalid)
    }
  }

  return (
    <AppModal isOpen={isOpen} title={title} onClose={props.onClose} sheetHeight="content">
      <form
        aria-label={title}
        className="save-search-form"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <InputBox
          label={TEXT.nameLabel}
          value={name}
          maxLength={80}
          error={error}
          onValue={(typed) => {
            setName(typed)
            setError(null)
          }}
        />
        {props.mode === 'save' && (
          <SwitchRow className="saved-search-switch" spread checked={alerts} onChange={setAlerts}>
            {TEXT.alerts}
          </SwitchRow>
        )}
        <div className="dialog-actions">
          <IonButton fill="outline" onClick={() => setOpen(false)}>
            Cancel
          </IonButton>
          <IonButton type="submit">{props.mode === 'save' ? 'Save' : TEXT.rename}</IonButton>
        </div>
      </form>
    </AppModal>
  )
}
