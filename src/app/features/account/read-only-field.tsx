import { useId } from 'react'

/** A labelled value the user sees in the form but cannot change here. */
export function ReadOnlyField({
  label,
  value,
  note,
}: {
  label: string
  value: string
  note?: string
}) {
  const id = useId()
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        readOnly
        className="form-field__read-only"
        aria-describedby={note ? `${id}-note` : undefined}
      />
      {note && (
        <p id={`${id}-note`} className="form-field__hint">
          {note}
        </p>
      )}
    </div>
  )
}
