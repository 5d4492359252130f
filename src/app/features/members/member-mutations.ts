import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { CompanyRole } from '#domain/roles.ts'
import { answerOf } from '../../api/api-client.ts'
import { memberKeys } from '../../api/member-keys.ts'
import { useApi } from '../../api/use-api.ts'
import { useKeyedRequest } from '../../api/use-keyed-request.ts'
import type { Decision } from '../../ui/decision-buttons.tsx'

/** What every member change shares: no offline queue (it fails at once), then a fresh list. */
function useMemberMutation<TVariables, TResult>(
  vendorId: number,
  request: (variables: TVariables) => Promise<TResult>,
  onSuccess?: (variables: TVariables) => Promise<void> | void,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: request,
    networkMode: 'always',
    onSuccess: (_result, variables) => onSuccess?.(variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...memberKeys.all, vendorId] }),
  })
}

export type InviteVariables = { emails: string[]; role: CompanyRole; message: string }

/** POST /vendors/{id}/members as form data (docs/spec/marketplace.md §7). */
export function useInviteMembers(vendorId: number) {
  const api = useApi()
  const keyedRequest = useKeyedRequest()
  return useMemberMutation(vendorId, ({ emails, role, message }: InviteVariables) => {
    const form = { 'emails[]': emails, role, message }
    return keyedRequest([vendorId, form], (headers) =>
      answerOf(
        api.patient.vendors[':id'].members.$post(
          { param: { id: String(vendorId) }, form },
          { headers },
        ),
      ),
    )
  })
}

/** PATCH the role; the current user who is no longer an admin keeps the lesser role in the session (§4). */
export function useChangeMemberRole(vendorId: number) {
  const api = useApi()
  const { session } = useRouter().options.context
  return useMemberMutation(
    vendorId,
    ({ memberId, role }: { memberId: number; role: CompanyRole }) =>
      answerOf(
        api.rpc.vendors[':id'].members[':memberId'].$patch({
          param: { id: String(vendorId), memberId: String(memberId) },
          json: { role },
        }),
      ),
    async ({ memberId, role }) => {
      if (session.current?.user.id === memberId && role === 'vendor_user') {
        await session.updateUser({ role })
      }
    },
  )
}

/** DELETE a member; the current user who deleted themselves is signed out and sent to / (§4). */
export function useDeleteMember(vendorId: number) {
  const api = useApi()
  const router = useRouter()
  const { session } = router.options.context
  return useMemberMutation(
    vendorId,
    ({ memberId, newAdminId }: { memberId: number; newAdminId?: number }) =>
      answerOf(
        api.rpc.vendors[':id'].members[':memberId'].$delete({
          param: { id: String(vendorId), memberId: String(memberId) },
          json: newAdminId ? { new_admin_id: newAdminId } : {},
        }),
      ),
    async ({ memberId }) => {
      if (session.current?.user.id !== memberId) return
      await session.clear()
      await router.navigate({ to: '/' })
    },
  )
}

export function useResendInvitation(vendorId: number) {
  const api = useApi()
  return useMemberMutation(vendorId, (invitationId: number) =>
    answerOf(
      api.rpc.vendors[':id'].members[':memberId'].resend_invitation.$get({
        param: { id: String(vendorId), memberId: String(invitationId) },
      }),
    ),
  )
}

export function useResendConfirmation(vendorId: number) {
  const api = useApi()
  return useMemberMutation(vendorId, (userId: number) =>
    answerOf(api.rpc.accounts[':id'].resend_confirmation.$get({ param: { id: String(userId) } })),
  )
}

type JoinDecision = { requestId: number; decision: Decision }

/** Approves or declines a request to join (docs/api-access.md, "Joining an existing company"). */
export function useDecideJoinRequest(vendorId: number) {
  const api = useApi()
  return useMemberMutation(vendorId, ({ requestId, decision }: JoinDecision) =>
    answerOf(
      api.rpc.vendors[':id'].join_requests[':requestId'][decision].$post({
        param: { id: String(vendorId), requestId: String(requestId) },
      }),
    ),
  )
}
