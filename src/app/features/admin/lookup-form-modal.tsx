import { IonButton } from '@ionic/react'
import { useState } from 'react'
import {
  ADMIN_LOOKUP_MESSAGES,
  type AdminLookup,
  LOOKUP_KIND_TRAITS,
  LOOKUP_NAME_MAX,
  type LookupKind,
} from '#domain/admin-lookups.ts'
import { MESSAGES } from '#domain/fields.ts'
import { fieldErrorsOf } from '../../api/api-client.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { ChoiceSelect } from '../../ui/forms/choice-select.tsx'
import { InputBox } from '../../ui/forms/input-box.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import type { NewLookup, useLookupChange } from './lookup-actions.ts'
import { LOOKUP_TEXT } from './lookup-text.ts'

type Props = {
  kind: LookupKind
  /** The row renamed; none to add one. */
  lookup: AdminLookup | null
  /** The kind's rows (the parents a new one may go under) and its section's rows. */
  rows: readonly AdminLookup[]
  sections: readonly AdminLookup[]
  change: ReturnType<typeof useLookupChange>
  isOpen: boolean
  onClose: () => void
}

type Errors = Partial<Record<'name' | 'section_id' | 'parent_id' | 'min' | 'max', string>>

const nameError = (name: string) => {
  const trimmed = name.trim()
  if (trimmed === '') return ADMIN_LOOKUP_MESSAGES.nameRequired
  if (trimmed.length > LOOKUP_NAME_MAX) return MESSAGES.tooLong(LOOKUP_NAME_MAX)
  return undefined
}

const yearsOf = (text: string) => (text.trim() === '' ? null : Number(text))

/**
 * Adds or renames a lookup. What was typed stays when the server refuses it; its message shows
 * under the field it is about. Mount one per row: Ionic reads a modal's name once.
 */
export function LookupFormModal({ kind, lookup, rows, sections, change, isOpen, onClose }: Props) {
  const traits = LOOKUP_KIND_TRAITS[kind]
  const [name, setName] = useState(lookup?.name ?? '')
  const [sectionId, setSectionId] = useState('')
  const [parentId, setParentId] = useState('')
  const [min, setMin] = useState('')
  const [max, setMax] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const creating = lookup === null
  const parents = rows.filter(
    (row) =>
      row.depth < (traits.nests ?? 0) && (!traits.section || String(row.section_id) === sectionId),
  )
  const submit = () => {
    const found: Errors = { name: nameError(name) }
    if (creating && traits.section && sectionId === '') {
      found.section_id = ADMIN_LOOKUP_MESSAGES.sectionRequired(traits.section.one)
    }
    if (found.name || found.section_id) return setErrors(found)
    const done = { onSuccess: onClose, onError: (error: unknown) => setErrors(firstOfEach(error)) }
    if (!creating) return change.mutate({ action: 'rename', lookup, name: name.trim() }, done)
    const body: NewLookup = { name: name.trim() }
    if (traits.section) body.section_id = Number(sectionId)
    if (traits.nests && parentId !== '') body.parent_id = Number(parentId)
    if (kind === 'years_in_business_ranges')
      Object.assign(body, { min: yearsOf(min), max: yearsOf(max) })
    change.mutate({ action: 'create', body }, done)
  }
  const years = (key: 'min' | 'max', value: string, set: (text: string) => void) => (
    <InputBox
      label={key === 'min' ? LOOKUP_TEXT.min : LOOKUP_TEXT.max}
      type="number"
      inputMode="numeric"
      value={value}
      error={errors[key]}
      onValue={(typed) => {
        set(typed)
        setErrors((before) => ({ ...before, [key]: undefined }))
      }}
    />
  )
  return (
    <AppModal
      isOpen={isOpen}
      title={creating ? LOOKUP_TEXT.addTitle(kind) : LOOKUP_TEXT.renameTitle(lookup.name)}
      onClose={onClose}
      sheetHeight="content"
      className="lookup-form"
    >
      <form
        className="lookup-form__fields"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <InputBox
          label={LOOKUP_TEXT.name}
          autoComplete="off"
          value={name}
          error={errors.name}
          onValue={(typed) => {
            setName(typed)
            setErrors((before) => ({ ...before, name: undefined }))
          }}
        />
        {creating && traits.section && (
          <ChoiceSelect
            label={LOOKUP_TEXT.section(traits.section.one)}
            choices={sections.map((row) => ({ value: String(row.id), label: row.name }))}
            value={sectionId}
            error={errors.section_id}
            onChoose={(value) => {
              setSectionId(value)
              setParentId('')
              setErrors((before) => ({ ...before, section_id: undefined }))
            }}
          />
        )}
        {creating && traits.nests && (
          <ChoiceSelect
            label={LOOKUP_TEXT.parent}
            choices={[
              { value: '', label: LOOKUP_TEXT.top },
              ...parents.map((row) => ({ value: String(row.id), label: row.name })),
            ]}
            value={parentId}
            error={errors.parent_id}
            onChoose={setParentId}
          />
        )}
        {creating && kind === 'years_in_business_ranges' && (
          <div className="lookup-form__years">
            {years('min', min, setMin)}
            {years('max', max, setMax)}
          </div>
        )}
        <div className="dialog-actions">
          <IonButton fill="outline" onClick={onClose}>
            {LOOKUP_TEXT.cancel}
          </IonButton>
          <PendingButton type="submit" pending={change.isPending}>
            {LOOKUP_TEXT.save}
          </PendingButton>
        </div>
      </form>
    </AppModal>
  )
}

function firstOfEach(error: unknown): Errors {
  return Object.fromEntries(
    Object.entries(fieldErrorsOf(error)).map(([key, messages]) => [key, messages[0]]),
  )
}
