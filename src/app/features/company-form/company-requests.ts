import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toMultipartFields } from '#domain/multipart-fields.ts'
import type { VendorFormInput } from '#domain/vendor-schemas.ts'
import { type ApiClient, answerOf } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { vendorKeys } from '../../api/vendor-keys.ts'
import { companyFormKeys } from './company-form-keys.ts'

const logoFile = (logo: Blob) => new File([logo], 'logo.jpg', { type: logo.type })

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

/** POST /vendors: multipart, the cropped logo beside the fields (docs/spec/marketplace.md §7). */
export const useCreateCompany = () =>
  useCompanyMutation((api, { payload, logo }: { payload: VendorFormInput; logo: Blob | null }) => {
    const fields = toMultipartFields(payload)
    const form = logo ? { ...fields, logo: logoFile(logo) } : fields
    return answerOf(api.rpc.vendors.$post({ form }))
  })

/** PATCH /vendors/{id} with the form as JSON. */
export const useUpdateCompany = (vendorId: number) =>
  useCompanyMutation((api, payload: VendorFormInput) =>
    answerOf(api.rpc.vendors[':id'].$patch({ param: { id: String(vendorId) }, json: payload })),
  )

/** PUT /vendors/{id}/logo: the cropped logo, uploaded as soon as it is chosen. */
export const useUploadCompanyLogo = (vendorId: number) =>
  useCompanyMutation((api, logo: Blob) => {
    const param = { id: String(vendorId) }
    return answerOf(api.rpc.vendors[':id'].logo.$put({ param, form: { logo: logoFile(logo) } }))
  })

export const useDeleteCompanyLogo = (vendorId: number) =>
  useCompanyMutation((api, _: undefined) =>
    answerOf(api.rpc.vendors[':id'].logo.$delete({ param: { id: String(vendorId) } })),
  )
