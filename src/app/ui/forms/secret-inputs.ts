import { PASSWORD_INPUT_MAX } from '#domain/fields.ts'
import { SECOND_FACTOR_CODE_MAX, SECOND_FACTOR_FIELD } from '#domain/two-factor.ts'
import type { TextInputSettings } from './text-field.tsx'

// A secret input's settings without its field: the app's Ionic fields (secret-fields.tsx) and the
// visitor's plain ones (features/auth) take them.

/** The account's current password, as a sign-in or a re-authentication asks for it. */
export const currentPasswordInput = (label: string): TextInputSettings => ({
  label,
  type: 'password',
  autoComplete: 'current-password',
  maxLength: PASSWORD_INPUT_MAX,
  required: true,
})

/** The code of the second factor: from the authenticator app, or a recovery code. */
export const SECOND_FACTOR_INPUT: TextInputSettings = {
  label: SECOND_FACTOR_FIELD.label,
  hint: SECOND_FACTOR_FIELD.hint,
  autoComplete: 'one-time-code',
  maxLength: SECOND_FACTOR_CODE_MAX,
  required: true,
}
