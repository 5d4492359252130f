import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Account } from '../../../domain/account.ts'
import { toMultipartFields } from '../../../domain/multipart-fields.ts'
import type { VendorFormInput } from '../../../domain/vendor-schemas.ts'
import type { ApiClient } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { vendorKeys } from '../vendors/vendor-keys.ts'
import { companyFormKeys } from './company-form-keys.ts'

const LOGO_FILE_NAME = 'logo.jpg'

/** A change to a company: cached vendor pages and company forms read it again. */
function useCompanyMutation<TVariables, TResult>(
  request: (api: ApiClient, variables: TVariables) => Promise<TResult>,
) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (variables: TVariables) => request(api, variables),
    // Not queued offline: without a connection the change fails at once and says so.
    networkMode: 'always',
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
        queryClient.invalidateQueries({ queryKey: companyFormKeys.all }),
      ]),
  })
}

export type CreatedCompany = { vendor_id: number; account: Account }

/** POST /vendors: multipart, the cropped logo beside the fields (docs/spec/marketplace.md §7). */
export const useCreateCompany = () =>
  useCompanyMutation((api, { payload, logo }: { payload: VendorFormInput; logo: Blob | null }) => {
    const body = new FormData()
    for (const [name, value] of Object.entries(toMultipartFields(payload))) body.append(name, value)
    if (logo) body.append('logo', logo, LOGO_FILE_NAME)
    return api.request<CreatedCompany>('/vendors', { method: 'POST', body })
  })

/** PATCH /vendors/{id} with the form as JSON. */
export const useUpdateCompany = (vendorId: number) =>
  useCompanyMutation((api, payload: VendorFormInput) =>
    api.request(`/vendors/${vendorId}`, { method: 'PATCH', body: payload }),
  )

/** What the logo calls answer: the vendor, its `logo` the new URL or null. */
type LogoAnswer = { data: { logo: string | null } }

/** PUT /vendors/{id}/logo: the cropped logo, uploaded as soon as it is chosen. */
export const useUploadCompanyLogo = (vendorId: number) =>
  useCompanyMutation((api, logo: Blob) => {
    const body = new FormData()
    body.append('logo', logo, LOGO_FILE_NAME)
    return api.request<LogoAnswer>(`/vendors/${vendorId}/logo`, { method: 'PUT', body })
  })

export const useDeleteCompanyLogo = (vendorId: number) =>
  useCompanyMutation<void, LogoAnswer>((api) =>
    api.request<LogoAnswer>(`/vendors/${vendorId}/logo`, { method: 'DELETE' }),
  )
