import type { FieldValues } from '@modular-forms/react'
import { PASSWORD_INPUT_MAX } from '#domain/fields.ts'
import { SECOND_FACTOR_CODE_MAX, SECOND_FACTOR_FIELD } from '#domain/two-factor.ts'
import type { BoundField } from './bound-field.ts'
import { TextField } from './text-field.tsx'

/** The account's current password, as a sign-in or a re-authentication asks for it. */
export function CurrentPasswordField<TValues extends FieldValues>({
  label,
  ...field
}: BoundField<TValues> & { label: string }) {
  return (
    <TextField
      {...field}
      label={label}
      type="password"
      autoComplete="current-password"
      maxLength={PASSWORD_INPUT_MAX}
      required
    />
  )
}

/** The code of the second factor: from the authenticator app, or a recovery code. */
export function SecondFactorCodeField<TValues extends FieldValues>(field: BoundField<TValues>) {
  return (
    <TextField
      {...field}
      label={SECOND_FACTOR_FIELD.label}
      hint={SECOND_FACTOR_FIELD.hint}
      autoComplete="one-time-code"
      maxLength={SECOND_FACTOR_CODE_MAX}
      required
    />
  )
}
