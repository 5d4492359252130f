import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminOutboxEmail } from '#domain/admin-outbox.ts'
import { answerOf, firstErrorMessage } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { showToast } from '../../ui/toast-store.ts'
import { adminKeys } from './admin-queries.ts'
import { MAIL_TEXT } from './mail-text.ts'

/** Retry: the email is due now (docs/api-admin.md, "Mail"); a toast says so or why not. */
export function useMailRetry() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (email: AdminOutboxEmail) =>
      answerOf(api.rpc.admin.outbox[':id'].retry.$post({ param: { id: String(email.id) } })),
    networkMode: 'always',
    onSuccess: (_answer, email) => showToast(MAIL_TEXT.retried(email.to)),
    onError: (error) => showToast(firstErrorMessage(error) ?? MAIL_TEXT.failed, 'danger'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
