import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toMultipartFields } from '../../../domain/multipart-fields.ts'
import { ILLUSTRATION_FIELDS, type TacticFormInput } from '../../../domain/tactic-schemas.ts'
import { useApi } from '../../api/use-api.ts'
import { tacticKeys } from '../tactics/tactic-keys.ts'
import { vendorKeys } from '../vendors/vendor-keys.ts'
import { tacticFormKeys } from './tactic-form-queries.ts'

type SavedTactic = { data: { id: number; vendor_id: number } }

/** After any write the vendor's lists, the tactic pages and the form data are read again. */
function useInvalidateTactics() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      [tacticKeys.all, vendorKeys.all, tacticFormKeys.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    )
}

/** The create form as multipart, illustrations as illustration1..illustration5 (§7). */
export function tacticFormData(payload: TacticFormInput, files: readonly File[]): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(toMultipartFields(payload))) body.set(name, value)
  files.forEach((file, index) => {
    const field = ILLUSTRATION_FIELDS[index]
    if (field) body.set(field, file)
  })
  return body
}

/** POST /vendors/{id}/tactics. */
export function useCreateTactic(vendorId: number) {
  const api = useApi()
  const invalidate = useInvalidateTactics()
  return useMutation({
    mutationFn: ({ payload, files }: { payload: TacticFormInput; files: readonly File[] }) =>
      api.request<SavedTactic>(`/vendors/${vendorId}/tactics`, {
        method: 'POST',
        body: tacticFormData(payload, files),
      }),
    onSuccess: invalidate,
  })
}

/** PATCH /vendors/{id}/tactics/{tid}. */
export function useUpdateTactic(vendorId: number, tacticId: number) {
  const api = useApi()
  const invalidate = useInvalidateTactics()
  return useMutation({
    mutationFn: (payload: TacticFormInput) =>
      api.request<SavedTactic>(`/vendors/${vendorId}/tactics/${tacticId}`, {
        method: 'PATCH',
        body: payload,
      }),
    onSuccess: invalidate,
  })
}

/** DELETE /vendors/{id}/tactics/{tid}. */
export function useDeleteTactic(vendorId: number, tacticId: number) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      api.request<{ success: true }>(`/vendors/${vendorId}/tactics/${tacticId}`, {
        method: 'DELETE',
      }),
    onSuccess: () => {
      // The deleted tactic's own pages must not be read again.
      queryClient.removeQueries({ queryKey: tacticFormKeys.edit(vendorId, tacticId) })
      queryClient.removeQueries({ queryKey: [...tacticKeys.details(), vendorId, tacticId] })
      return queryClient.invalidateQueries({ queryKey: vendorKeys.all })
    },
  })
}

/** POST .../illustrations and DELETE .../illustrations/{imageId}: at once in edit mode (§4). */
export function useIllustrationRequests(vendorId: number, tacticId: number) {
  const api = useApi()
  const invalidate = useInvalidateTactics()
  const base = `/vendors/${vendorId}/tactics/${tacticId}/illustrations`
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData()
      body.set('image', file)
      return api.request<{ id: number; image: string; kind: 'image' | 'pdf' }>(base, {
        method: 'POST',
        body,
      })
    },
    onSuccess: invalidate,
  })
  const remove = useMutation({
    mutationFn: (imageId: number) =>
      api.request<{ success: true }>(`${base}/${imageId}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  })
  return { upload, remove }
}
