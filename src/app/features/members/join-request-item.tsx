import type { JoinRequest } from '#domain/member-schemas.ts'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { MemberItem } from './member-item.tsx'
import { MEMBER_TEXT, MEMBER_TOASTS } from './member-messages.ts'
import { type JoinDecision, useDecideJoinRequest } from './member-mutations.ts'

/** A registrant waiting to join the company: the admins approve or decline them here. */
export function JoinRequestItem({ vendorId, request }: { vendorId: number; request: JoinRequest }) {
  const decide = useDecideJoinRequest(vendorId)
  const name = `${request.first_name} ${request.last_name}`.trim()
  const choose = async (decision: JoinDecision['decision']) => {
    try {
      await decide.mutateAsync({ requestId: request.id, decision })
      const done = decision === 'approve' ? MEMBER_TOASTS.joinApproved : MEMBER_TOASTS.joinDeclined
      showToast(done(name))
    } catch {
      showToast(MEMBER_TOASTS.decideFailed, 'danger')
    }
  }
  const pending = decide.isPending ? decide.variables?.decision : undefined
  return (
    <MemberItem
      name={name}
      email={request.email}
      picture={null}
      standing={<span className="member-item__status">{MEMBER_TEXT.asksToJoin}</span>}
      action={
        <span className="wrap-row">
          <PendingButton
            pending={pending === 'approve'}
            disabled={decide.isPending}
            aria-label={`${MEMBER_TEXT.approve} ${name}`}
            onClick={() => void choose('approve')}
          >
            {MEMBER_TEXT.approve}
          </PendingButton>
          <PendingButton
            fill="outline"
            pending={pending === 'decline'}
            disabled={decide.isPending}
            aria-label={`${MEMBER_TEXT.decline} ${name}`}
            onClick={() => void choose('decline')}
          >
            {MEMBER_TEXT.decline}
          </PendingButton>
        </span>
      }
    />
  )
}
