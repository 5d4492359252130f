import { useId } from 'react'

type Props = {
  label: string
  value: string
  onChange: (value: string) => void
  max: number
  rows?: number
  error?: string | null
  disabled?: boolean
}

/** A text area that cannot pass its limit, with a live character counter. */
export function CountedTextArea({ label, value, onChange, max, rows = 6, error, disabled }: Props) {
  const id = useId()
  return (
    <div className="form-field counted-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={value}
        rows={rows}
        maxLength={max}
        disabled={disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
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

/** A one-line input with the same limit and counter (the subjects). */
export function CountedInput({
  label,
  value,
  onChange,
  max,
  error,
  disabled,
}: Omit<Props, 'rows'>) {
  const id = useId()
  return (
    <div className="form-field counted-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        maxLength={max}
        disabled={disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
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
