import * as v from 'valibot'
import { PRODUCT_NAME } from './brand.ts'
import {
  emailField,
  firstIssueOnly,
  idField,
  MESSAGES,
  phoneField,
  requiredText,
  websiteField,
} from './fields.ts'
import { videosField } from './videos.ts'

/** docs/spec/marketplace.md §5 and §9. */
export const VENDOR_DESCRIPTION_MAX = 1000
export const YEAR_OF_ESTABLISHMENT_MIN = 1800

export const VENDOR_MESSAGES = {
  nameRequired: 'Company Name is required.',
  vendorTypeRequired: 'Vendor Type is required',
  salesRepFirstNameRequired: 'Sales Rep First Name is required.',
  salesRepLastNameRequired: 'Sales Rep Last Name is required.',
  salesRepEmailRequired: 'Sales Rep Email is required.',
  websiteInvalid: 'Please enter a valid website address.',
  yearOutOfRange: () =>
    `Please enter a year from ${YEAR_OF_ESTABLISHMENT_MIN} to ${new Date().getFullYear()}`,
  logoWrongFormat: 'Wrong image format! Please upload jpg or png logo',
  logoTooLarge: 'Logo is too large, maximum 5 MB',
  unknownOption: 'Please choose from the list',
  alreadyHasProfile: 'Your company already has a company profile',
  nameTaken: 'A company with this name already exists',
  nameLooksLike: (other: string) =>
    `This name looks too much like “${other}”, a company already on ${PRODUCT_NAME}. Please use your own company's name.`,
} as const

/** Logos: jpeg, jpg or png judged by content, at most this many bytes. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024
/** The media types a logo may be chosen with in the browser; the server judges the bytes. */
export const LOGO_TYPES = ['image/jpeg', 'image/png'] as const

const idList = (message: string = VENDOR_MESSAGES.unknownOption) => v.array(idField(), message)

/** An area served: in full when no children are given, else only the listed descendants. */
export const ServiceCoverageEntrySchema = v.object({
  id: idField(),
  children: v.optional(idList(), []),
})

const yearOfEstablishment = () =>
  v.optional(
    v.nullable(
      firstIssueOnly(
        v.pipe(
          v.number(VENDOR_MESSAGES.yearOutOfRange),
          v.integer(VENDOR_MESSAGES.yearOutOfRange),
          v.minValue(YEAR_OF_ESTABLISHMENT_MIN, VENDOR_MESSAGES.yearOutOfRange),
          v.check((year) => year <= new Date().getFullYear(), VENDOR_MESSAGES.yearOutOfRange),
        ),
      ),
    ),
    null,
  )

/**
 * The company create and edit form (docs/spec/marketplace.md §3 payload); the logo travels beside it. A
 * missing field reads as empty, so it is answered with its required message.
 */
export const VendorFormSchema = v.object({
  name: v.optional(requiredText(VENDOR_MESSAGES.nameRequired), ''),
  vendor_types: v.optional(
    firstIssueOnly(v.pipe(idList(), v.minLength(1, VENDOR_MESSAGES.vendorTypeRequired))),
    [],
  ),
  sales_rep_first_name: v.optional(requiredText(VENDOR_MESSAGES.salesRepFirstNameRequired), ''),
  sales_rep_last_name: v.optional(requiredText(VENDOR_MESSAGES.salesRepLastNameRequired), ''),
  sales_rep_email: v.optional(emailField(VENDOR_MESSAGES.salesRepEmailRequired), ''),
  sales_rep_mobile_phone: phoneField(),
  website: v.optional(
    websiteField(VENDOR_MESSAGES.websiteInvalid, VENDOR_MESSAGES.websiteInvalid),
    '',
  ),
  description: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(VENDOR_DESCRIPTION_MAX, MESSAGES.tooLong(VENDOR_DESCRIPTION_MAX)),
    ),
    '',
  ),
  year_of_establishment: yearOfEstablishment(),
  service_coverage: v.optional(v.array(ServiceCoverageEntrySchema), []),
  diversity_certification_ids: v.optional(idList(), []),
  videos: videosField(),
})

export type VendorFormInput = v.InferInput<typeof VendorFormSchema>
export type VendorForm = v.InferOutput<typeof VendorFormSchema>
