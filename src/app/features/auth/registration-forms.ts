import * as v from 'valibot'
import {
  type RegistrationDetailsSchema,
  type RegistrationInput,
  RegistrationSchema,
} from '#domain/auth-schemas.ts'
import { MESSAGES, requiredText, withPasswordConfirmation } from '#domain/fields.ts'

/** Step one: the person, their company and its type, and the terms (POST /user_verifications). */
export type DetailsValues = {
  user: { first_name: string; last_name: string; email: string }
  vendor: { company_name: string; company_website: string; company_type: string }
  agree_to_service_agreement: boolean
  agree_to_receive_future_communications: boolean
}
export type Details = v.InferOutput<typeof RegistrationDetailsSchema> &
  Pick<DetailsValues, 'agree_to_receive_future_communications'>

export const DETAILS_INITIAL: DetailsValues = {
  user: { first_name: '', last_name: '', email: '' },
  vendor: { company_name: '', company_website: '', company_type: '' },
  agree_to_service_agreement: false,
  agree_to_receive_future_communications: false,
}

/** Company names are longer than other text inputs (the domain's registration schema). */
export const COMPANY_NAME_MAX = 100

/** The company choice that stands for "my company is not in the list". */
export const NOT_LISTED = 'not-listed'

/** Step two: which company to join, then job title and password (POST /auth). */
export type CompanyValues = {
  company_choice: string
  alt_company_name: string
  job_title: string
  password: string
  password_confirmation: string
}

export const COMPANY_INITIAL: CompanyValues = {
  company_choice: '',
  alt_company_name: '',
  job_title: '',
  password: '',
  password_confirmation: '',
}

// The company fields are on screen only when there are suggestions or Not-listed is chosen; a
// form leaves fields that are not on screen out of its values.
const CompanyStepFields = withPasswordConfirmation({
  company_choice: v.optional(v.string(), ''),
  alt_company_name: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(COMPANY_NAME_MAX, MESSAGES.tooLong(COMPANY_NAME_MAX))),
    '',
  ),
  job_title: requiredText(MESSAGES.jobTitleRequired),
})
type CompanyStep = v.InferOutput<typeof CompanyStepFields>
type Choice = Pick<CompanyStep, 'company_choice' | 'alt_company_name'>

/** The domain's registration rules for the fields step two shows; Not-listed needs a name. */
export const CompanyStepSchema = v.pipe(
  CompanyStepFields,
  // A partial check reports the missing name while other fields are still invalid.
  v.forward<Choice, v.PartialCheckIssue<Choice>, ['alt_company_name']>(
    v.partialCheck(
      [['company_choice'], ['alt_company_name']],
      (input: Choice) => input.company_choice !== NOT_LISTED || input.alt_company_name !== '',
      MESSAGES.altCompanyNameRequired,
    ),
    ['alt_company_name'],
  ) as unknown as v.BaseValidation<CompanyStep, CompanyStep, v.PartialCheckIssue<Choice>>,
)

/** The POST /auth body, checked against the same schema the server applies. */
export function registrationBody(
  details: Details,
  values: CompanyValues,
  confirmSuccessUrl: string | undefined,
): v.InferOutput<typeof RegistrationSchema> {
  const company = v.parse(CompanyStepSchema, values)
  const notListed = company.company_choice === NOT_LISTED
  const body: RegistrationInput = {
    ...details.user,
    ...details.vendor,
    job_title: company.job_title,
    password: company.password,
    password_confirmation: company.password_confirmation,
    agree_to_service_agreement: 'true',
    agree_to_receive_future_communications: details.agree_to_receive_future_communications,
    company_id: company.company_choice && !notListed ? Number(company.company_choice) : null,
    alt_company_name: notListed ? company.alt_company_name : null,
    confirm_success_url: confirmSuccessUrl,
  }
  return v.parse(RegistrationSchema, body)
}
