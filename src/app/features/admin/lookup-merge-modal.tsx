import { IonButton } from '@ionic/react'
import { useState } from 'react'
import { type AdminLookup, LOOKUP_KIND_TRAITS, type LookupKind } from '#domain/admin-lookups.ts'
import { fieldErrorsOf } from '../../api/api-client.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { ChoiceSelect } from '../../ui/forms/choice-select.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import type { useLookupChange } from './lookup-actions.ts'
import { LOOKUP_TEXT } from './lookup-text.ts'

type Props = {
  kind: LookupKind
  lookup: AdminLookup
  rows: readonly AdminLookup[]
  change: ReturnType<typeof useLookupChange>
  isOpen: boolean
  onClose: () => void
}

/** The rows a lookup may merge into: of its list and level (an option's group, an area's depth). */
export function mergeTargets(kind: LookupKind, lookup: AdminLookup, rows: readonly AdminLookup[]) {
  return rows.filter(
    (row) =>
      row.id !== lookup.id &&
      (kind !== 'filter_options' || row.section_id === lookup.section_id) &&
      (!LOOKUP_KIND_TRAITS[kind].nests || row.depth === lookup.depth),
  )
}

/** Deleting a lookup in use: the operator chooses the one that takes its place. */
export function LookupMergeModal({ kind, lookup, rows, change, isOpen, onClose }: Props) {
  const [intoId, setIntoId] = useState('')
  const [error, setError] = useState<string | undefined>()
  const targets = mergeTargets(kind, lookup, rows)
  const uses = [LOOKUP_TEXT.uses(kind, lookup.uses)]
  if (lookup.children > 0) uses.push(LOOKUP_TEXT.children(lookup.children))
  const merge = () => {
    const into = targets.find((row) => String(row.id) === intoId)
    if (!into) return setError(LOOKUP_TEXT.mergeRequired)
    change.mutate(
      { action: 'merge', lookup, into },
      { onSuccess: onClose, onError: (failure) => setError(fieldErrorsOf(failure).into_id?.[0]) },
    )
  }
  return (
    <AppModal
      isOpen={isOpen}
      title={LOOKUP_TEXT.mergeTitle(lookup.name)}
      onClose={onClose}
      sheetHeight="content"
      className="lookup-form"
    >
      <form
        className="lookup-form__fields"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          merge()
        }}
      >
        <p className="lookup-form__note">
          {LOOKUP_TEXT.mergeNote(lookup.name, uses.join(', '), lookup.children > 0)}
        </p>
        <ChoiceSelect
          label={LOOKUP_TEXT.mergeInto}
          choices={targets.map((row) => ({
            value: String(row.id),
            label:
              row.section && kind !== 'filter_options' ? `${row.name} (${row.section})` : row.name,
          }))}
          value={intoId}
          error={error}
          onChoose={(value) => {
            setIntoId(value)
            setError(undefined)
          }}
        />
        <div className="dialog-actions">
          <IonButton fill="outline" onClick={onClose}>
            {LOOKUP_TEXT.cancel}
          </IonButton>
          <PendingButton type="submit" pending={change.isPending}>
            {LOOKUP_TEXT.merge}
          </PendingButton>
        </div>
      </form>
    </AppModal>
  )
}
