import './forms.css'
import { type RefCallback, useId } from 'react'
import { MESSAGES } from '#domain/fields.ts'
import { InputBox } from './input-box.tsx'

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
  /** The native control, for a form library that focuses it on error. */
  controlRef?: RefCallback<HTMLInputElement | HTMLTextAreaElement>
}

/** The message under a field: its own error first, else the schema's over-limit one. */
export function countedFieldError(value: string, max: number, error?: string | null) {
  return error || (value.length > max ? MESSAGES.tooLong(max) : undefined)
}

/**
 * A labelled text field with a live character counter. It never cuts what was typed or pasted (so
 * no `maxlength`): past the limit the counter turns red and the schema's "Too long" message shows
 * instead.
 */
export function CountedTextField({ value, max, error, onValueChange, controlRef, ...box }: Props) {
  const id = useId()
  const over = value.length > max
  return (
    <div className="counted-text-field">
      <InputBox
        {...box}
        controlRef={controlRef}
        value={value}
        error={countedFieldError(value, max, error)}
        describedBy={`${id}-counter`}
        onValue={onValueChange}
      />
      <p
        id={`${id}-counter`}
        className={`form-field__counter${over ? ' form-field__counter--over' : ''}`}
      >
        {value.length} / {max}
      </p>
    </div>
  )
}
