import { useId } from 'react'

type Props = {
  label: string
  value: string
  onChange: (value: string) => void
  max: number
  /** A text area of this many rows; a one-line input without. */
  rows?: number
  error?: string | null
  disabled?: boolean
}

/** A field that cannot pass its limit, with a live character counter. */
export function CountedField({ label, value, onChange, max, rows, error, disabled }: Props) {
  const id = useId()
  const control = {
    id,
    value,
    maxLength: max,
    disabled,
    'aria-invalid': Boolean(error),
    'aria-describedby': `${id}-count${error ? ` ${id}-error` : ''}`,
  }
  return (
    <div className="form-field counted-field">
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea {...control} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...control} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      <p id={`${id}-count`} className="counted-field__count">
        {value.length} / {max}
      </p>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
