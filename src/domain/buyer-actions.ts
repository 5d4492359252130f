import * as v from 'valibot'
import {
  firstIssueOnly,
  idField,
  isEmailAddress,
  MESSAGES,
  optionalEmailField,
  requiredText,
  WEBSITE_MAX,
  WEBSITE_PATTERN,
} from './fields.ts'

/** docs/spec/marketplace.md §9: quote subject and body, share message, invite vendor body. */
export const SUBJECT_MAX = 500
export const EMAIL_TEXT_MAX = 4000
/** More recipients than anyone writes to by hand: a list past this is abuse. */
export const RECIPIENTS_MAX = 50
/** Copies of a quote: the buyer's colleagues, a few; the quote itself goes to the vendor. */
export const QUOTE_CC_MAX = 5

/** The texts of docs/spec/marketplace.md §5 and §8 for quotes, sharing, inviting and recommending. */
export const BUYER_ACTION_MESSAGES = {
  emailIncorrect: 'Email is incorrect',
  alreadyAdded: 'is already added',
  invalidFormat: 'invalid format',
  recipientsRequired: 'Enter one or more emails',
  tooManyRecipients: `${RECIPIENTS_MAX} recipients maximum`,
  tooManyCopies: `A quote can be copied to at most ${QUOTE_CC_MAX} addresses`,
  notVendorContact: (addresses: string[]) =>
    `${addresses.join(', ')}: a quote goes only to the vendor's sales representative and members`,
  companyNameRequired: 'Company name is required',
  companyWebsiteRequired: 'Company website is required',
  tacticNameRequired: 'Tactic name is required',
  quoteLoadFailed: "Can't get request a quote data",
  quoteSendFailed: "Can't sent request a quote",
  failed: 'Something went wrong, please try again',
  quoteSent: 'Request a quote sent successfully',
  emailSent: 'Email sent successfully',
  recommended: 'Recommending was successful.',
  quoteClosed: 'This quote request was already sent or discarded',
  quoteNotFound: 'Quote request not found',
  tacticNotFound: 'Tactic not found',
} as const

/** The server's answer to bad addresses: the addresses, then "invalid format". */
export const invalidFormatMessage = (addresses: string[]): string =>
  `${addresses.join(', ')} ${BUYER_ACTION_MESSAGES.invalidFormat}`

/**
 * A quote recipient as the spec lists it; a plain address is accepted as well. A vendor member
 * the server named without an address (`email: null`) is left out.
 */
const recipient = v.union([
  v.pipe(v.string(), v.trim()),
  v.pipe(
    v.object({
      email: v.nullable(v.pipe(v.string(), v.trim())),
      first_name: v.optional(v.string()),
      last_name: v.optional(v.string()),
    }),
    v.transform((entry) => entry.email),
  ),
])

/** A list of addresses, each checked; the bad ones named in one message. Duplicates are dropped. */
const recipientList = (
  required: boolean,
  max: number = RECIPIENTS_MAX,
  tooMany: string = BUYER_ACTION_MESSAGES.tooManyRecipients,
) =>
  v.pipe(
    v.array(recipient),
    v.transform((list) => {
      const addresses = list.filter((e): e is string => e !== null)
      return [...new Map(addresses.map((e) => [e.toLowerCase(), e])).values()]
    }),
    v.check((list) => !required || list.length > 0, BUYER_ACTION_MESSAGES.recipientsRequired),
    v.maxLength(max, tooMany),
    v.check(
      (list) => list.every(isEmailAddress),
      (issue) => invalidFormatMessage((issue.input as string[]).filter((e) => !isEmailAddress(e))),
    ),
  )

const longText = (max: number) => v.pipe(v.string(), v.maxLength(max, MESSAGES.tooLong(max)))

const subjectField = () =>
  firstIssueOnly(
    v.pipe(v.string(), v.trim(), v.nonEmpty('Subject is required'), longText(SUBJECT_MAX)),
  )

const searchId = v.optional(
  v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER))),
)

/** POST /request_quote: vendor, or vendor and tactic. Names are taken from the database. */
export const QuoteCreateSchema = v.object({
  vendor_id: idField(),
  tactic_id: v.optional(v.nullable(idField())),
  search_id: searchId,
  vendor_name: v.optional(v.string()),
  tactic_name: v.optional(v.string()),
})

/**
 * PUT /request_quote/{id}: the composed email. It goes to the vendor's contacts, whom the server
 * names; a To the client sends back may only name them.
 */
export const QuoteSendSchema = v.object({
  email_to: v.optional(recipientList(false), []),
  email_cc: v.optional(recipientList(false, QUOTE_CC_MAX, BUYER_ACTION_MESSAGES.tooManyCopies), []),
  email_subject: subjectField(),
  email_text: longText(EMAIL_TEXT_MAX),
})

/** POST /vendors/{id}/share_via_email and the tactic variant. */
export const ShareSchema = v.object({
  emails: recipientList(true),
  message: v.optional(longText(EMAIL_TEXT_MAX), ''),
  search_id: searchId,
})

/** POST /nudges/{vendorId}. */
export const NudgeSchema = v.object({
  email_to: recipientList(true),
  email_subject: subjectField(),
  email_text: longText(EMAIL_TEXT_MAX),
  search_id: searchId,
})

/** Required, at most 100, the website pattern, and never an address (no @). */
const recommendWebsite = () =>
  firstIssueOnly(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(BUYER_ACTION_MESSAGES.companyWebsiteRequired),
      v.maxLength(WEBSITE_MAX, MESSAGES.tooLong(WEBSITE_MAX)),
      v.check((text) => !text.includes('@'), MESSAGES.websiteInvalid),
      v.regex(WEBSITE_PATTERN, MESSAGES.websiteInvalid),
    ),
  )

/** The client drops empty fields (docs/spec/marketplace.md §3): a missing required field reads as empty. */
export const RecommendVendorSchema = v.object({
  vendor_name: v.optional(requiredText(BUYER_ACTION_MESSAGES.companyNameRequired), ''),
  vendor_website: v.optional(recommendWebsite(), ''),
  vendor_email: v.optional(optionalEmailField(), ''),
  search_id: searchId,
})

export const RecommendTacticSchema = v.object({
  tactic_name: v.optional(requiredText(BUYER_ACTION_MESSAGES.tacticNameRequired), ''),
  vendor_name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40, MESSAGES.tooLong(40))), ''),
  vendor_website: v.optional(recommendWebsite(), ''),
  vendor_email: v.optional(optionalEmailField(), ''),
  search_id: searchId,
})

export type QuoteCreateBody = v.InferInput<typeof QuoteCreateSchema>
export type QuoteSendBody = v.InferInput<typeof QuoteSendSchema>
export type ShareBody = v.InferInput<typeof ShareSchema>
export type NudgeBody = v.InferInput<typeof NudgeSchema>
export type RecommendVendorBody = v.InferInput<typeof RecommendVendorSchema>
export type RecommendTacticBody = v.InferInput<typeof RecommendTacticSchema>

/** The user's details a quote carries (docs/spec/marketplace.md §3). */
export type QuoteUser = {
  company_name: string | null
  email: string
  phone_number: string | null
  first_name: string
  last_name: string
  job_title: string | null
}

/** A vendor contact a quote goes to; a member's address stays with the server (null). */
export type QuoteRecipient = { email: string | null; first_name: string; last_name: string }

/** The answer of POST /request_quote. */
export type QuoteData = {
  request_quote_id: number
  vendor_id: number
  vendor_name: string
  tactic_id: number | null
  tactic_name: string | null
  search_id: number | null
  email_to: QuoteRecipient[]
  email_cc: QuoteRecipient[]
  email_subject: string
  email_text: string
  user: QuoteUser
}

/** The answer of GET /nudges/{vendorId}. */
export type NudgeData = { vendor_name: string; email_subject: string; email_text: string }

/** Removes empty fields before sending (docs/spec/marketplace.md §3). */
export function withoutEmptyFields<T extends Record<string, unknown>>(body: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(body).filter(
      ([, value]) => value !== '' && value !== null && value !== undefined,
    ),
  ) as Partial<T>
}
