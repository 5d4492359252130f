import './input-box.css'
import { type HTMLAttributes, type ReactNode, type RefCallback, useId } from 'react'
import { FieldMessage } from '../plain/field-message.tsx'

/** What the control takes of a native input's attributes. */
type NativeSettings = {
  name?: string
  value?: string
  /** The first value of a control the form reads on submit (FormData), not React. */
  defaultValue?: string
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'date' | 'number'
  autoComplete?: string
  autoCapitalize?: string
  maxLength?: number
  min?: string
  max?: string
  placeholder?: string
  readOnly?: boolean
  disabled?: boolean
  required?: boolean
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
}

type Props = NativeSettings & {
  label: string
  /** Shown under the box until an error replaces it, e.g. the password rule. */
  hint?: string
  error?: string | null
  /** A text area of this many rows; a one-line input without. */
  rows?: number
  onValue?: (value: string) => void
  /** A control inside the box, at its end (an Add button). */
  end?: ReactNode
  /** The id of more text that describes the control, such as a character counter. */
  describedBy?: string
  /** The native control, for a form library that focuses it on error. */
  controlRef?: RefCallback<HTMLInputElement | HTMLTextAreaElement>
  className?: string
}

/**
 * A labelled native input or text area in an outlined box, its error (or hint) under it: every
 * text field of the app. As Ionic's inputs, each was a web component with a shadow root of its
 * own, and ion-input and ion-textarea 90 KB of the Ionic chunk every signed-in page evaluates.
 */
export function InputBox({
  label,
  hint,
  error,
  rows,
  onValue,
  end,
  describedBy,
  controlRef,
  className,
  ...native
}: Props) {
  const id = useId()
  const messageId = `${id}-message`
  const describers = [error || hint ? messageId : undefined, describedBy].filter(Boolean)
  const control = {
    ...native,
    id,
    className: 'input-box__control',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describers.length > 0 ? describers.join(' ') : undefined,
    onChange: onValue
      ? (event: { target: { value: string } }) => onValue(event.target.value)
      : undefined,
  }
  return (
    <div className={className ? `input-box ${className}` : 'input-box'}>
      <label htmlFor={id} className="input-box__label">
        {label}
      </label>
      <div className="input-box__frame">
        {rows ? (
          <textarea ref={controlRef} rows={rows} {...control} />
        ) : (
          <input ref={controlRef} {...control} />
        )}
        {end}
      </div>
      <FieldMessage id={messageId} error={error ?? ''} hint={hint} />
    </div>
  )
}
