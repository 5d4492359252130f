/** A plain field's error, or its hint while it has none (the password rule, say). */
export function FieldMessage({ id, error, hint }: { id: string; error: string; hint?: string }) {
  if (error)
    return (
      <p id={id} className="form-field__error">
        {error}
      </p>
    )
  if (hint)
    return (
      <p id={id} className="form-field__hint">
        {hint}
      </p>
    )
  return null
}
