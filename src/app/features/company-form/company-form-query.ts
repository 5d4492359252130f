import { queryOptions } from '@tanstack/react-query'
import type { vendorFormValues } from '../../../server/vendors/vendor-json.ts'
import type { loadVendorLookups } from '../../../server/vendors/vendor-lookups.ts'
import type { ApiClient } from '../../api/api-client.ts'
import { companyFormKeys } from './company-form-keys.ts'

export type CompanyLookups = Awaited<ReturnType<typeof loadVendorLookups>>
export type EditedCompany = ReturnType<typeof vendorFormValues>

/** What the form opens with: the lookups, and the company when it edits one. */
export type CompanyFormData = { lookups: CompanyLookups; company: EditedCompany | null }

/** GET /vendors/new: the lookups of a new company (docs/spec/marketplace.md §7). */
async function getNewCompany(api: ApiClient, signal: AbortSignal): Promise<CompanyFormData> {
  const { data } = await api.request<{ data: CompanyLookups }>('/vendors/new', { signal })
  return { lookups: data, company: null }
}

/** GET /vendors/{id}/edit: the saved company and the lookups ticked. */
async function getEditedCompany(
  api: ApiClient,
  vendorId: number,
  signal: AbortSignal,
): Promise<CompanyFormData> {
  const { data } = await api.request<{ data: CompanyLookups & { vendor: EditedCompany } }>(
    `/vendors/${vendorId}/edit`,
    { signal },
  )
  const { vendor, ...lookups } = data
  return { lookups, company: vendor }
}

/** The create form's data, or the edit form's when a vendor id is given. */
export function companyFormQuery(api: ApiClient, vendorId?: number) {
  const queryKey: readonly unknown[] =
    vendorId === undefined ? companyFormKeys.create() : companyFormKeys.edit(vendorId)
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      vendorId === undefined ? getNewCompany(api, signal) : getEditedCompany(api, vendorId, signal),
  })
}
