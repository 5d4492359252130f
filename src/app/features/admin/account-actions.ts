import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminAccount } from '#domain/admin-accounts.ts'
import type { Role } from '#domain/roles.ts'
import { type ApiClient, answerOf, firstErrorMessage } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { showToast } from '../../ui/toast-store.ts'
import { adminKeys } from './admin-queries.ts'
import { ADMIN_TEXT, ROLE_NAMES } from './admin-text.ts'

export type AccountAction =
  | { kind: 'role'; role: Role }
  | { kind: 'resend' }
  | { kind: 'deactivate' }
  | { kind: 'reactivate' }

type Answer = { account?: AdminAccount; email?: string }

/** The call of an action: PATCH the role, or POST resend_confirmation, deactivate, reactivate. */
function send(api: ApiClient, account: AdminAccount, action: AccountAction): Promise<Answer> {
  const calls = api.rpc.admin.accounts[':id']
  const param = { id: String(account.id) }
  switch (action.kind) {
    case 'role':
      return answerOf(calls.$patch({ param, json: { role: action.role } }))
    case 'resend':
      return answerOf(calls.resend_confirmation.$post({ param }))
    case 'deactivate':
      return answerOf(calls.deactivate.$post({ param }))
    case 'reactivate':
      return answerOf(calls.reactivate.$post({ param }))
  }
}

function doneText(action: AccountAction, account: AdminAccount, answer: Answer): string {
  const name = `${account.first_name} ${account.last_name}`.trim()
  if (action.kind === 'role') return ADMIN_TEXT.roleChanged(name, ROLE_NAMES[action.role])
  if (action.kind === 'resend') return ADMIN_TEXT.emailResent(answer.email ?? account.email)
  if (action.kind === 'deactivate') return ADMIN_TEXT.deactivatedToast(name)
  return ADMIN_TEXT.reactivatedToast(name)
}

/**
 * An operator's action on one account (docs/api-admin.md, "Accounts"): sent at once, never kept
 * for later; told in a toast, with the server's reason when it refuses. `onChanged` gets the
 * account as the server now has it.
 */
export function useAccountAction(
  account: AdminAccount,
  onChanged: (account: AdminAccount) => void,
) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: AccountAction) => send(api, account, action),
    networkMode: 'always',
    onSuccess: (answer, action) => {
      if (answer.account) onChanged(answer.account)
      showToast(doneText(action, account, answer))
    },
    onError: (error) => showToast(firstErrorMessage(error) ?? ADMIN_TEXT.actionFailed, 'danger'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
