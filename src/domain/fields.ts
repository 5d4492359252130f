import * as v from 'valibot'

/** Limits of docs/spec/access-and-account.md §9 and docs/spec/marketplace.md §9. */
export const EMAIL_MAX = 999
export const WEBSITE_MAX = 100
export const PASSWORD_MIN = 8
export const PASSWORD_INPUT_MAX = 40
export const TEXT_INPUT_MAX = 40
/** A new password must differ from this many of the latest ones, the current one included. */
export const PASSWORD_HISTORY = 5

export const MESSAGES = {
  workEmailRequired: 'Work email is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  jobTitleRequired: 'Job Title is required',
  companyNameRequired: 'Company Name is required',
  altCompanyNameRequired: 'Company name is required',
  websiteInvalid: 'Please enter a valid website address',
  roleRequired: 'Role is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Minimum 8 chars required',
  passwordWeak: 'Password does not meet the requirements',
  passwordConfirmationRequired: 'Password confirmation is required',
  passwordConfirmationMismatch: 'Password confirmation does not match',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordRecentlyUsed:
    'This password has been recently used. New password must be different from previous five',
  fieldEmptyOrInvalid: 'This field is empty or invalid input',
  tooLong: (max: number) => `Too long, maximum ${max} chars`,
  tooManyEmails: 'Too many emails were sent, please try again later',
} as const

/** The password rule text shown beside new-password fields. */
export const PASSWORD_RULE_TEXT =
  'Minimum length 8, a capital letter, a number and a special character'

/** Lower and upper case letter, digit, and one of !@#$%^&*()+-=[]{}|~/ (docs/spec/access-and-account.md §5). */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*()+\-=[\]{}|~/]).+$/

/** An optional http(s) prefix plus a dotted host, then an optional path. */
export const WEBSITE_PATTERN =
  /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d+)?(\/\S*)?$/i

/** A standard address: something@host.tld, without spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export const isEmailAddress = (text: string): boolean =>
  text.length <= EMAIL_MAX && EMAIL_PATTERN.test(text)

/** What ends an address in a typed or pasted list: a comma, a semicolon or any space (tab, newline). */
export const EMAIL_LIST_SEPARATOR = /[\s,;]+/

/**
 * Addresses typed or pasted as a list (docs/spec/marketplace.md §5 "comma or space separated"; a
 * semicolon, as mail programs copy lists, and a newline or a tab, as spreadsheets do, too).
 */
export const splitEmailList = (text: string): string[] =>
  text.split(EMAIL_LIST_SEPARATOR).filter((part) => part.length > 0)

const trimmed = () => v.pipe(v.string(), v.trim())

/** Row ids are PostgreSQL integers: anything outside their range names no row. */
export const ID_MAX = 2_147_483_647
export const idField = () => v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ID_MAX))

/** Stops a field at its first failed rule, so it reports one message at a time, required first. */
export const firstIssueOnly = <T extends v.GenericSchema>(schema: T) =>
  v.config(schema, { abortPipeEarly: true })

export const requiredText = (message: string, max = TEXT_INPUT_MAX) =>
  firstIssueOnly(v.pipe(trimmed(), v.nonEmpty(message), v.maxLength(max, MESSAGES.tooLong(max))))

export const emailField = (requiredMessage: string = MESSAGES.emailRequired) =>
  firstIssueOnly(
    v.pipe(
      trimmed(),
      v.nonEmpty(requiredMessage),
      v.maxLength(EMAIL_MAX, MESSAGES.tooLong(EMAIL_MAX)),
      v.regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
    ),
  )

export const optionalEmailField = () =>
  v.union(
    [
      v.literal(''),
      v.pipe(
        trimmed(),
        v.maxLength(EMAIL_MAX, MESSAGES.tooLong(EMAIL_MAX)),
        v.regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
      ),
    ],
    MESSAGES.emailInvalid,
  )

export const websiteField = (
  requiredMessage: string = MESSAGES.websiteInvalid,
  invalidMessage: string = MESSAGES.websiteInvalid,
) =>
  firstIssueOnly(
    v.pipe(
      trimmed(),
      v.nonEmpty(requiredMessage),
      v.maxLength(WEBSITE_MAX, MESSAGES.tooLong(WEBSITE_MAX)),
      v.regex(WEBSITE_PATTERN, invalidMessage),
    ),
  )

/** A new password: required, at least 8, at most 40 typed, and the complexity rule. */
export const newPasswordField = () =>
  firstIssueOnly(
    v.pipe(
      v.string(),
      v.nonEmpty(MESSAGES.passwordRequired),
      v.minLength(PASSWORD_MIN, MESSAGES.passwordTooShort),
      v.maxLength(PASSWORD_INPUT_MAX, MESSAGES.tooLong(PASSWORD_INPUT_MAX)),
      v.regex(PASSWORD_PATTERN, MESSAGES.passwordWeak),
    ),
  )

export const passwordConfirmationField = () =>
  v.pipe(v.string(), v.nonEmpty(MESSAGES.passwordConfirmationRequired))

/**
 * An object schema with password and password_confirmation, the mismatch reported under
 * password_confirmation even while other fields are still invalid.
 */
export function withPasswordConfirmation<TEntries extends v.ObjectEntries>(
  entries: TEntries,
  password = newPasswordField(),
) {
  const schema = v.object({
    ...entries,
    password,
    password_confirmation: passwordConfirmationField(),
  })
  type Input = { password: string; password_confirmation: string }
  const matches = v.forward<Input, v.PartialCheckIssue<Input>, ['password_confirmation']>(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input: Input) => input.password === input.password_confirmation,
      MESSAGES.passwordConfirmationMismatch,
    ),
    ['password_confirmation'],
  )
  return v.pipe(
    schema,
    matches as unknown as v.BaseValidation<
      v.InferOutput<typeof schema>,
      v.InferOutput<typeof schema>,
      v.PartialCheckIssue<Input>
    >,
  )
}

/** A phone number counts as empty when only the dial code was given (docs/spec/access-and-account.md §5). */
export const DEFAULT_PHONE_PREFIX = '+1'
export function normalizePhone(phone: string | undefined | null): string | null {
  const value = (phone ?? '').trim()
  return /^\+\d{1,4}$/.test(value) || value === '' ? null : value
}
export const phoneField = () =>
  v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((p) => normalizePhone(p)),
    v.nullable(
      v.pipe(
        v.string(),
        v.maxLength(TEXT_INPUT_MAX, MESSAGES.tooLong(TEXT_INPUT_MAX)),
        v.regex(/^\+?[\d\s().-]{7,}$/, 'Please enter a valid phone number'),
      ),
    ),
  )
