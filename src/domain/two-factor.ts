import * as v from 'valibot'
import { MESSAGES, PASSWORD_INPUT_MAX } from './fields.ts'

/** Longer than a 6-digit code or a recovery code however typed: anything past this is neither. */
export const SECOND_FACTOR_CODE_MAX = 20
export const RECOVERY_CODE_COUNT = 10

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  firstCodeRequired: 'Enter the 6-digit code your authenticator app shows',
  codeInvalid:
    'That code is not valid. Enter the current 6-digit code from your authenticator app, or an unused recovery code.',
  tooManyCodes: 'Too many wrong codes. Please try again later.',
  alreadyOn: 'Two-factor sign-in is already on',
  setUpFirst: 'Start the set-up again: there is no authenticator key waiting to be confirmed.',
  setupRequired: 'A super admin account needs two-factor sign-in. Set it up to continue.',
  superAdminKeepsIt: 'A super admin account must keep two-factor sign-in on',
} as const

/** The field of a second-factor code, at sign-in and where a change asks for one. */
export const SECOND_FACTOR_FIELD = {
  label: 'Authentication code',
  hint: 'The 6-digit code from your authenticator app, or a recovery code',
} as const

/**
 * A code from the authenticator or a recovery code, as typed; missing reads as empty. The server
 * asks for it only when the account has two-factor sign-in on.
 */
export const secondFactorCodeField = () =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(SECOND_FACTOR_CODE_MAX, TWO_FACTOR_MESSAGES.codeInvalid),
    ),
    '',
  )

/** The current password, asked again to confirm a sensitive change; missing reads as empty. */
export const confirmingPasswordField = (requiredMessage: string) =>
  v.optional(
    v.pipe(
      v.string(requiredMessage),
      v.nonEmpty(requiredMessage),
      v.maxLength(PASSWORD_INPUT_MAX, MESSAGES.fieldEmptyOrInvalid),
    ),
    '',
  )

const PASSWORD_TO_CONFIRM = 'Please enter your password to confirm'

/** Turning two-factor sign-in on: the first code from the authenticator and the password. */
export const EnableTwoFactorSchema = v.object({
  code: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(TWO_FACTOR_MESSAGES.firstCodeRequired),
      v.maxLength(SECOND_FACTOR_CODE_MAX, TWO_FACTOR_MESSAGES.codeInvalid),
    ),
    '',
  ),
  current_password: confirmingPasswordField(PASSWORD_TO_CONFIRM),
})

/** Turning it off: the password and a code, as a sign-in would need. */
export const DisableTwoFactorSchema = v.object({
  current_password: confirmingPasswordField(PASSWORD_TO_CONFIRM),
  otp_code: secondFactorCodeField(),
})

/** What the set-up shows: the key as text, the otpauth:// link and its QR code as an SVG. */
export type TwoFactorSetup = { secret: string; otpauth_uri: string; qr_svg: string }

export type EnableTwoFactorInput = v.InferInput<typeof EnableTwoFactorSchema>
export type DisableTwoFactorInput = v.InferInput<typeof DisableTwoFactorSchema>
