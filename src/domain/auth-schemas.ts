import * as v from 'valibot'
import {
  emailField,
  idField,
  MESSAGES,
  PASSWORD_INPUT_MAX,
  phoneField,
  requiredText,
  websiteField,
  withPasswordConfirmation,
} from './fields.ts'
import { COMPANY_TYPES } from './roles.ts'
import { SECOND_FACTOR_CODE_MAX } from './two-factor.ts'

/** Asked for after the password or the emailed link when the account has two-factor sign-in on. */
const askedSecondFactorCode = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(SECOND_FACTOR_CODE_MAX)),
)

export const LOGIN_FAILED = 'Invalid Email or Password'

export const LoginSchema = v.object({
  email: emailField(MESSAGES.workEmailRequired),
  password: v.pipe(
    v.string(),
    v.nonEmpty(MESSAGES.passwordRequired),
    v.maxLength(PASSWORD_INPUT_MAX),
  ),
  otp_code: askedSecondFactorCode,
})

export const RecoverySchema = v.object({ email: emailField(MESSAGES.workEmailRequired) })

/** A one-time sign-in code from an emailed link or the admin-site hand-off; longer is never one. */
export const SignInCodeSchema = v.object({
  code: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  otp_code: askedSecondFactorCode,
})

export const ResetPasswordSchema = withPasswordConfirmation({})

const companyType = v.picklist(COMPANY_TYPES, MESSAGES.roleRequired)

/** Registration step one: the user and their company (POST /user_verifications). */
export const RegistrationDetailsSchema = v.object({
  user: v.object({
    first_name: requiredText(MESSAGES.firstNameRequired),
    last_name: requiredText(MESSAGES.lastNameRequired),
    email: emailField(MESSAGES.workEmailRequired),
  }),
  vendor: v.object({
    company_name: requiredText(MESSAGES.companyNameRequired, 100),
    company_website: websiteField(),
    company_type: companyType,
  }),
})

/** The full registration (POST /auth): details, job title, password and the company chosen. */
export const RegistrationSchema = v.pipe(
  withPasswordConfirmation({
    first_name: requiredText(MESSAGES.firstNameRequired),
    last_name: requiredText(MESSAGES.lastNameRequired),
    email: emailField(MESSAGES.workEmailRequired),
    job_title: requiredText(MESSAGES.jobTitleRequired),
    company_name: requiredText(MESSAGES.companyNameRequired, 100),
    company_website: websiteField(),
    company_type: companyType,
    agree_to_service_agreement: v.literal('true', 'You must accept the service agreement'),
    agree_to_receive_future_communications: v.optional(v.boolean(), false),
    company_id: v.optional(v.nullable(idField())),
    alt_company_name: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100)))),
    confirm_success_url: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  }),
  v.forward(
    v.check(
      (input) =>
        input.company_id != null || Boolean(input.alt_company_name) || Boolean(input.company_name),
      MESSAGES.altCompanyNameRequired,
    ),
    ['alt_company_name'],
  ),
)

/** The invitation form: details from the link plus phone and password (PATCH /accept_invitation). */
export const AcceptInvitationSchema = withPasswordConfirmation({
  confirmation_token: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
  first_name: requiredText(MESSAGES.firstNameRequired),
  last_name: requiredText(MESSAGES.lastNameRequired),
  job_title: requiredText(MESSAGES.jobTitleRequired),
  phone_number: phoneField(),
})

export type LoginInput = v.InferInput<typeof LoginSchema>
export type RegistrationInput = v.InferInput<typeof RegistrationSchema>
export type RegistrationDetailsInput = v.InferInput<typeof RegistrationDetailsSchema>
export type AcceptInvitationInput = v.InferInput<typeof AcceptInvitationSchema>
