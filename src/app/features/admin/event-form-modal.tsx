import '../../ui/forms/forms.css'
import { IonButton } from '@ionic/react'
import { useState } from 'react'
import type { AdminEvent } from '#domain/events.ts'
import { fieldErrorsOf } from '../../api/api-client.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { InputBox } from '../../ui/forms/input-box.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import type { useEventChange } from './event-actions.ts'
import {
  checkEventForm,
  EVENT_FIELDS,
  type EventField,
  type EventFormValues,
  eventFormValues,
  type FormErrors,
  serverErrors,
} from './event-form.ts'
import { ADMIN_EVENT_TEXT } from './event-text.ts'

type Props = {
  /** The event changed; none to add one. */
  event: AdminEvent | null
  change: ReturnType<typeof useEventChange>
  isOpen: boolean
  onClose: () => void
}

const TEXT_FIELDS = [
  { field: 'name', label: ADMIN_EVENT_TEXT.name },
  { field: 'venue', label: ADMIN_EVENT_TEXT.venue },
  { field: 'city', label: ADMIN_EVENT_TEXT.city },
] as const

/**
 * Adds or changes an event: checked by the server's schema before it is sent; what was typed stays
 * when the server refuses it, its messages under their fields. Mount one per event: Ionic reads a
 * modal's name once.
 */
export function EventFormModal({ event, change, isOpen, onClose }: Props) {
  const [values, setValues] = useState<EventFormValues>(() => eventFormValues(event))
  const [errors, setErrors] = useState<FormErrors<EventField>>({})
  const set = (field: EventField, value: string) => {
    setValues((before) => ({ ...before, [field]: value }))
    // A day moved may settle the order of the two: both messages go.
    const cleared =
      field === 'starts_on' || field === 'ends_on' ? ['starts_on', 'ends_on'] : [field]
    setErrors((before) => ({
      ...before,
      ...Object.fromEntries(cleared.map((f) => [f, undefined])),
    }))
  }
  const submit = () => {
    const checked = checkEventForm(values)
    if ('errors' in checked) return setErrors(checked.errors)
    setErrors({})
    const done = {
      onSuccess: onClose,
      onError: (error: unknown) => setErrors(serverErrors(EVENT_FIELDS, fieldErrorsOf(error))),
    }
    if (event) change.mutate({ action: 'update', event, body: checked.input }, done)
    else change.mutate({ action: 'create', body: checked.input }, done)
  }
  const day = (field: 'starts_on' | 'ends_on', label: string) => (
    <InputBox
      type="date"
      label={label}
      value={values[field]}
      // The last day is offered from the first on; the server decides either way.
      min={field === 'ends_on' ? values.starts_on || undefined : undefined}
      error={errors[field]}
      onValue={(typed) => set(field, typed)}
    />
  )
  return (
    <AppModal
      isOpen={isOpen}
      title={event ? ADMIN_EVENT_TEXT.editTitle(event.name) : ADMIN_EVENT_TEXT.addTitle}
      onClose={onClose}
      sheetHeight="content"
      className="event-form"
    >
      <form
        className="event-form__fields"
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault()
          submit()
        }}
      >
        {errors.base && (
          <p className="alert alert--danger" role="alert">
            {errors.base}
          </p>
        )}
        {TEXT_FIELDS.map(({ field, label }) => (
          <InputBox
            key={field}
            label={label}
            autoComplete="off"
            value={values[field]}
            error={errors[field]}
            onValue={(typed) => set(field, typed)}
          />
        ))}
        <div className="event-form__days">
          {day('starts_on', ADMIN_EVENT_TEXT.startsOn)}
          {day('ends_on', ADMIN_EVENT_TEXT.endsOn)}
        </div>
        <div className="dialog-actions">
          <IonButton fill="outline" onClick={onClose}>
            {ADMIN_EVENT_TEXT.cancel}
          </IonButton>
          <PendingButton type="submit" pending={change.isPending}>
            {ADMIN_EVENT_TEXT.save}
          </PendingButton>
        </div>
      </form>
    </AppModal>
  )
}
