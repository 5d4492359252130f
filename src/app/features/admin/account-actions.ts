import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminAccount } from '../../../domain/admin-accounts.ts'
import type { Role } from '../../../domain/roles.ts'
import { firstErrorMessage } from '../../api/api-client.ts'
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

const request = (action: AccountAction) =>
  action.kind === 'role'
    ? { path: '', options: { method: 'PATCH' as const, body: { role: action.role } } }
    : {
        path: action.kind === 'resend' ? '/resend_confirmation' : `/${action.kind}`,
        options: { method: 'POST' as const },
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
    mutationFn: (action: AccountAction) => {
      const { path, options } = request(action)
      return api.request<Answer>(`/admin/accounts/${account.id}${path}`, options)
    },
    networkMode: 'always',
    onSuccess: (answer, action) => {
      if (answer.account) onChanged(answer.account)
      showToast(doneText(action, account, answer))
    },
    onError: (error) => showToast(firstErrorMessage(error) ?? ADMIN_TEXT.actionFailed, 'danger'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
