import './forms.css'
import { IonInput, IonTextarea } from '@ionic/react'
import { type Ref, useId } from 'react'
import { MESSAGES } from '#domain/fields.ts'

type Props = {
  label: string
  value: string
  /** The most characters the schema allows; a counter under the field shows how many are used. */
  max: number
  /** A text area of this many rows; a one-line input without. */
  rows?: number
  error?: string | null
  disabled?: boolean
  required?: boolean
  onValueChange: (value: string) => void
  /** The Ionic control, for a form library that focuses it on error. */
  controlRef?: Ref<HTMLIonInputElement & HTMLIonTextareaElement>
}

/** The message under a field: its own error first, else the schema's over-limit one. */
export function countedFieldError(value: string, max: number, error?: string | null) {
  return error || (value.length > max ? MESSAGES.tooLong(max) : undefined)
}

/**
 * A labelled Ionic text field with a live character counter. It never cuts what was typed or
 * pasted (so no `maxlength`): past the limit the counter turns red and the schema's "Too long"
 * message shows instead.
 */
export function CountedTextField({
  label,
  value,
  max,
  rows,
  error,
  disabled,
  required,
  onValueChange,
  controlRef,
}: Props) {
  const id = useId()
  const shown = countedFieldError(value, max, error)
  const over = value.length > max
  const control = {
    ref: controlRef,
    className: shown ? 'form-field ion-touched ion-invalid' : 'form-field',
    label,
    labelPlacement: 'stacked' as const,
    fill: 'outline' as const,
    value,
    disabled,
    required,
    errorText: shown,
    'aria-describedby': `${id}-counter`,
  }
  return (
    <div className="counted-text-field">
      {rows ? (
        <IonTextarea
          {...control}
          rows={rows}
          onIonInput={(event) => onValueChange(event.detail.value ?? '')}
        />
      ) : (
        <IonInput {...control} onIonInput={(event) => onValueChange(event.detail.value ?? '')} />
      )}
      <p
        id={`${id}-counter`}
        className={`form-field__counter${over ? ' form-field__counter--over' : ''}`}
      >
        {value.length} / {max}
      </p>
    </div>
  )
}
