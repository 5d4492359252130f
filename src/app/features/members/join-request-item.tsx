import type { JoinRequest } from '#domain/member-schemas.ts'
import { type Decision, DecisionButtons } from '../../ui/decision-buttons.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { MemberItem } from './member-item.tsx'
import { MEMBER_TEXT, MEMBER_TOASTS } from './member-messages.ts'
import { useDecideJoinRequest } from './member-mutations.ts'

/** A registrant waiting to join the company: the admins approve or decline them here. */
export function JoinRequestItem({ vendorId, request }: { vendorId: number; request: JoinRequest }) {
  const decide = useDecideJoinRequest(vendorId)
  const name = `${request.first_name} ${request.last_name}`.trim()
  const choose = async (decision: Decision) => {
    try {
      await decide.mutateAsync({ requestId: request.id, decision })
      const done = decision === 'approve' ? MEMBER_TOASTS.joinApproved : MEMBER_TOASTS.joinDeclined
      showToast(done(name))
    } catch {
      showToast(MEMBER_TOASTS.decideFailed, 'danger')
    }
  }
  return (
    <MemberItem
      name={name}
      email={request.email}
      picture={null}
      standing={<span className="member-item__status">{MEMBER_TEXT.asksToJoin}</span>}
      action={
        <DecisionButtons
          texts={MEMBER_TEXT}
          labelOf={(decision) => `${MEMBER_TEXT[decision]} ${name}`}
          pending={decide.isPending ? decide.variables?.decision : undefined}
          onDecide={(decision) => void choose(decision)}
        />
      }
    />
  )
}
