import type { ReactNode } from 'react'

type Props = {
  /** The prefix of the ids inside; the error is `${id}-error`. */
  id: string
  legend: string
  required?: boolean
  error: string
  children: ReactNode
  /** Shown after the error, e.g. the group's other options. */
  after?: ReactNode
}

/** A group of choices with its legend and, under the choices, its error (§5 messages). */
export function ChoiceFieldset({ id, legend, required, error, children, after }: Props) {
  return (
    <fieldset
      className="form-group tactic-form__group"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={Boolean(error)}
    >
      <legend>
        {legend}
        {required && <span className="required-mark"> (required)</span>}
      </legend>
      {children}
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
      {after}
    </fieldset>
  )
}
