import * as v from 'valibot'
import {
  idField,
  MESSAGES,
  PASSWORD_INPUT_MAX,
  phoneField,
  requiredText,
  TEXT_INPUT_MAX,
  withPasswordConfirmation,
} from './fields.ts'
import { confirmingPasswordField, secondFactorCodeField } from './two-factor.ts'

export const ACCOUNT_MESSAGES = {
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordToConfirm: 'Please enter your password to confirm',
  chooseNewAdmin: 'Please choose a new admin for your company',
  superAdminCannotDelete: 'A super admin profile cannot be deleted',
} as const

/** Profile edit (PUT /accounts); the server also requires job_title unless the user is a super_admin. */
export const ProfileSchema = v.object({
  first_name: requiredText(MESSAGES.firstNameRequired),
  last_name: requiredText(MESSAGES.lastNameRequired),
  job_title: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(TEXT_INPUT_MAX, MESSAGES.tooLong(TEXT_INPUT_MAX))),
    '',
  ),
  phone_number: phoneField(),
})

export const ProfileWithJobTitleSchema = v.object({
  ...ProfileSchema.entries,
  job_title: requiredText(MESSAGES.jobTitleRequired),
})

export const ChangePasswordSchema = withPasswordConfirmation({
  current_password: v.pipe(
    v.string(),
    v.nonEmpty(MESSAGES.fieldEmptyOrInvalid),
    v.minLength(8, MESSAGES.passwordTooShort),
    v.maxLength(PASSWORD_INPUT_MAX, MESSAGES.fieldEmptyOrInvalid),
  ),
  otp_code: secondFactorCodeField(),
})

/** Deleting the profile: the password again, and the second factor's code when it is on. */
export const DeleteAccountSchema = v.object({
  current_password: confirmingPasswordField(ACCOUNT_MESSAGES.passwordToConfirm),
  otp_code: secondFactorCodeField(),
  new_admin_id: v.optional(v.nullable(idField())),
})

export const DigestSchema = v.object({ digest_notification: v.boolean() })
export const InsightsDigestSchema = v.object({ insights_digest: v.boolean() })

/** Profile pictures: jpeg, jpg or png only (docs/spec/access-and-account.md §5). */
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png'] as const
export const PROFILE_PICTURE_WRONG_FORMAT = 'Wrong image format! Please upload jpg or png image'
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024
export const PROFILE_PICTURE_TOO_LARGE = 'Image is too large, maximum 5 MB'

export type ProfileInput = v.InferInput<typeof ProfileSchema>
export type ChangePasswordInput = v.InferInput<typeof ChangePasswordSchema>
