import type { FormErrors } from '@modular-forms/react'
import * as v from 'valibot'
import { DEFAULT_PHONE_PREFIX } from '#domain/fields.ts'
import {
  type VendorFormInput,
  VendorFormSchema,
  YEAR_OF_ESTABLISHMENT_MIN,
} from '#domain/vendor-schemas.ts'
import type { TreeNode } from '../../ui/forms/tree-selection.ts'
import type { EditedCompany } from './company-form-query.ts'
import { coverageEntriesOf, coverageSelectionOf } from './coverage-selection.ts'

/**
 * The form's own shape: ids as strings (what checkboxes and selects hold), the service coverage as
 * the tree select's checked ids. `toVendorPayload` turns it into the API's payload.
 */
export type CompanyFormValues = {
  name: string
  vendor_types: string[]
  sales_rep_first_name: string
  sales_rep_last_name: string
  sales_rep_email: string
  sales_rep_mobile_phone: string
  website: string
  description: string
  year_of_establishment: string
  service_coverage: string[]
  diversity_certification_ids: string[]
  videos: string[]
}

export const COMPANY_FORM_FIELDS = [
  'name',
  'vendor_types',
  'sales_rep_first_name',
  'sales_rep_last_name',
  'sales_rep_email',
  'sales_rep_mobile_phone',
  'website',
  'description',
  'year_of_establishment',
  'service_coverage',
  'diversity_certification_ids',
  'videos',
] as const satisfies readonly (keyof CompanyFormValues)[]

type FormField = (typeof COMPANY_FORM_FIELDS)[number]

/** A saved company as GET /vendors/{id}/edit answers it. */
export type SavedCompany = Omit<EditedCompany, 'id' | 'logo'>

const strings = (ids: readonly number[]) => ids.map(String)
const numbers = (ids: readonly string[]) => ids.map(Number)

/** A new company starts empty but for the phone's +1 (country us, docs/spec/marketplace.md §3). */
export function initialCompanyValues(saved: SavedCompany | null): CompanyFormValues {
  return {
    name: saved?.name ?? '',
    vendor_types: strings(saved?.vendor_types ?? []),
    sales_rep_first_name: saved?.sales_rep_first_name ?? '',
    sales_rep_last_name: saved?.sales_rep_last_name ?? '',
    sales_rep_email: saved?.sales_rep_email ?? '',
    sales_rep_mobile_phone: saved?.sales_rep_mobile_phone || DEFAULT_PHONE_PREFIX,
    website: saved?.website ?? '',
    description: saved?.description ?? '',
    year_of_establishment: saved?.year_of_establishment?.toString() ?? '',
    service_coverage: strings(coverageSelectionOf(saved?.service_coverage ?? [])),
    diversity_certification_ids: strings(saved?.diversity_certification_ids ?? []),
    videos: saved?.videos ?? [],
  }
}

/** The body of POST /vendors and PATCH /vendors/{id}. */
export function toVendorPayload(
  values: Partial<CompanyFormValues>,
  coverageTree: readonly TreeNode[],
): VendorFormInput {
  return {
    name: values.name ?? '',
    vendor_types: numbers(values.vendor_types ?? []),
    sales_rep_first_name: values.sales_rep_first_name ?? '',
    sales_rep_last_name: values.sales_rep_last_name ?? '',
    sales_rep_email: values.sales_rep_email ?? '',
    sales_rep_mobile_phone: values.sales_rep_mobile_phone ?? '',
    website: values.website ?? '',
    description: values.description ?? '',
    year_of_establishment: values.year_of_establishment
      ? Number(values.year_of_establishment)
      : null,
    service_coverage: coverageEntriesOf(coverageTree, numbers(values.service_coverage ?? [])),
    diversity_certification_ids: numbers(values.diversity_certification_ids ?? []),
    videos: values.videos ?? [],
  }
}

/**
 * The form field a payload path belongs to: `videos.2` and `service_coverage.0.id` are reported
 * on their list as a whole.
 */
export function formFieldOf(path: string): FormField | undefined {
  const head = path.split('.')[0]
  return COMPANY_FORM_FIELDS.find((field) => field === head)
}

/** Client validation with the schema the API applies (vendor-schemas.ts), one message a field. */
export function validateCompanyForm(coverageTree: readonly TreeNode[]) {
  return (values: Partial<CompanyFormValues>): FormErrors<CompanyFormValues> => {
    const result = v.safeParse(VendorFormSchema, toVendorPayload(values, coverageTree))
    const errors: FormErrors<CompanyFormValues> = {}
    for (const issue of result.issues ?? []) {
      const field = formFieldOf(v.getDotPath(issue) ?? '')
      if (field && !errors[field]) errors[field] = issue.message
    }
    return errors
  }
}

/** The years offered for the year of establishment: this year first, down to 1800 (§5). */
export function establishmentYears(now = new Date()): number[] {
  const years: number[] = []
  for (let year = now.getFullYear(); year >= YEAR_OF_ESTABLISHMENT_MIN; year--) years.push(year)
  return years
}
