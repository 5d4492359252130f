/** A field's message under a control that TextField does not draw (checkbox groups, a select). */
export function FieldError({ error }: { error: string | undefined }) {
  if (!error) return null
  return (
    <p className="form-field__error" role="alert">
      {error}
    </p>
  )
}
