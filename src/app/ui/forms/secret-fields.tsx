import type { FieldValues } from '@modular-forms/react'
import type { BoundField } from './bound-field.ts'
import { currentPasswordInput, SECOND_FACTOR_INPUT } from './secret-inputs.ts'
import { TextField } from './text-field.tsx'

/** The account's current password, as a re-authentication asks for it. */
export function CurrentPasswordField<TValues extends FieldValues>({
  label,
  ...field
}: BoundField<TValues> & { label: string }) {
  return <TextField {...field} {...currentPasswordInput(label)} />
}

/** The code of the second factor: from the authenticator app, or a recovery code. */
export function SecondFactorCodeField<TValues extends FieldValues>(field: BoundField<TValues>) {
  return <TextField {...field} {...SECOND_FACTOR_INPUT} />
}
