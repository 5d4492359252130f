import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toMultipartFields } from '#domain/multipart-fields.ts'
import { ILLUSTRATION_FIELDS, type TacticFormInput } from '#domain/tactic-schemas.ts'
import { answerOf } from '../../api/api-client.ts'
import { tacticKeys } from '../../api/tactic-keys.ts'
import { useApi } from '../../api/use-api.ts'
import { vendorKeys } from '../../api/vendor-keys.ts'
import { tacticFormKeys } from './tactic-form-queries.ts'

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

/** The create form's multipart fields, illustrations as illustration1..illustration5 (§7). */
export function tacticFormFields(
  payload: TacticFormInput,
  files: readonly File[],
): Record<string, string | File> {
  const fields: Record<string, string | File> = { ...toMultipartFields(payload) }
  files.forEach((file, index) => {
    const field = ILLUSTRATION_FIELDS[index]
    if (field) fields[field] = file
  })
  return fields
}

/** POST /vendors/{id}/tactics. */
export function useCreateTactic(vendorId: number) {
  const api = useApi()
  const invalidate = useInvalidateTactics()
  return useMutation({
    mutationFn: ({ payload, files }: { payload: TacticFormInput; files: readonly File[] }) =>
      answerOf(
        api.rpc.vendors[':id'].tactics.$post({
          param: { id: String(vendorId) },
          form: tacticFormFields(payload, files),
        }),
      ),
    onSuccess: invalidate,
  })
}

/** PATCH /vendors/{id}/tactics/{tid}. */
export function useUpdateTactic(vendorId: number, tacticId: number) {
  const api = useApi()
  const invalidate = useInvalidateTactics()
  return useMutation({
    mutationFn: (payload: TacticFormInput) =>
      answerOf(
        api.rpc.vendors[':id'].tactics[':tacticId'].$patch({
          param: { id: String(vendorId), tacticId: String(tacticId) },
          json: payload,
        }),
      ),
    onSuccess: invalidate,
  })
}

/** DELETE /vendors/{id}/tactics/{tid}. */
export function useDeleteTactic(vendorId: number, tacticId: number) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () =>
      answerOf(
        api.rpc.vendors[':id'].tactics[':tacticId'].$delete({
          param: { id: String(vendorId), tacticId: String(tacticId) },
        }),
      ),
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
  const param = { id: String(vendorId), tacticId: String(tacticId) }
  const illustrations = api.rpc.vendors[':id'].tactics[':tacticId'].illustrations
  const upload = useMutation({
    mutationFn: (file: File) => answerOf(illustrations.$post({ param, form: { image: file } })),
    onSuccess: invalidate,
  })
  const remove = useMutation({
    mutationFn: (imageId: number) =>
      answerOf(
        illustrations[':imageId'].$delete({ param: { ...param, imageId: String(imageId) } }),
      ),
    onSuccess: invalidate,
  })
  return { upload, remove }
}
