import { IonButton, IonList } from '@ionic/react'
import { useState } from 'react'
import type { Member, MembersList } from '#domain/member-schemas.ts'
import { useSession } from '../../session/use-session.ts'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { DeleteMemberModal } from './delete-member-modal.tsx'
import { JoinRequestItem } from './join-request-item.tsx'
import { MemberItem } from './member-item.tsx'
import { MEMBER_TEXT, MEMBER_TOASTS } from './member-messages.ts'
import { useResendConfirmation, useResendInvitation } from './member-mutations.ts'
import { MemberRoleSelect } from './member-role-select.tsx'

type Props = { vendorId: number; list: MembersList; onInvite: () => void }

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim()

/**
 * Members, then requests to join, open invitations and accounts awaiting confirmation; one row
 * each (§2).
 */
export function MemberList({ vendorId, list, onInvite }: Props) {
  const currentUserId = useSession()?.user.id
  const [deleting, setDeleting] = useState<Member | null>(null)
  const resendInvitation = useResendInvitation(vendorId)
  const resendConfirmation = useResendConfirmation(vendorId)
  const admins = list.users.filter((member) => member.role === 'vendor_admin')
  // The only admin may leave only by naming a colleague the new admin (docs/spec/access-and-account.md).
  const successorExists = list.users.length > 1

  const resendInvite = async (id: number) => {
    try {
      await resendInvitation.mutateAsync(id)
      showToast(MEMBER_TOASTS.invitationResent)
    } catch {
      showToast(MEMBER_TOASTS.resendFailed, 'danger')
    }
  }
  const resendConfirm = async (id: number, email: string) => {
    try {
      await resendConfirmation.mutateAsync(id)
      showToast(MEMBER_TOASTS.confirmationResent(email))
    } catch {
      showToast(MEMBER_TOASTS.resendFailed, 'danger')
    }
  }
  const pendingInvite = resendInvitation.isPending ? resendInvitation.variables : null
  const pendingConfirm = resendConfirmation.isPending ? resendConfirmation.variables : null

  return (
    <>
      <IonList className="members-list" lines="full" aria-label={MEMBER_TEXT.title}>
        {list.users.map((member) => (
          <MemberItem
            key={`user-${member.id}`}
            name={`${fullName(member)}${member.id === currentUserId ? ` ${MEMBER_TEXT.you}` : ''}`}
            email={member.email}
            picture={member.profile_picture}
            standing={
              <MemberRoleSelect
                vendorId={vendorId}
                member={member}
                roles={list.roles}
                onlyAdmin={member.role === 'vendor_admin' && admins.length === 1}
              />
            }
            action={
              (member.role !== 'vendor_admin' || admins.length > 1 || successorExists) && (
                <IonButton
                  fill="outline"
                  color="danger"
                  aria-label={`${MEMBER_TEXT.delete} ${fullName(member)}`}
                  onClick={() => setDeleting(member)}
                >
                  {MEMBER_TEXT.delete}
                </IonButton>
              )
            }
          />
        ))}
        {list.join_requests.map((request) => (
          <JoinRequestItem key={`request-${request.id}`} vendorId={vendorId} request={request} />
        ))}
        {list.invited_users.map((invited) => (
          <PendingItem
            key={`invited-${invited.id}`}
            name={invited.email}
            email={null}
            status={MEMBER_TEXT.notResponded}
            action={MEMBER_TEXT.resendInvite}
            pending={pendingInvite === invited.id}
            onAction={() => void resendInvite(invited.id)}
          />
        ))}
        {list.unconfirmed_users.map((person) => (
          <PendingItem
            key={`unconfirmed-${person.id}`}
            name={fullName(person)}
            email={person.email}
            status={MEMBER_TEXT.notConfirmed}
            action={MEMBER_TEXT.resendConfirmation}
            pending={pendingConfirm === person.id}
            onAction={() => void resendConfirm(person.id, person.email)}
          />
        ))}
      </IonList>
      <DeleteMemberModal
        vendorId={vendorId}
        member={deleting}
        onInvite={() => {
          setDeleting(null)
          onInvite()
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}

type PendingItemProps = {
  name: string
  email: string | null
  status: string
  action: string
  pending: boolean
  onAction: () => void
}

/** Someone not yet in the team: invited, or registered without confirming; a resend button. */
function PendingItem({ name, email, status, action, pending, onAction }: PendingItemProps) {
  return (
    <MemberItem
      name={name}
      email={email}
      picture={null}
      standing={<span className="member-item__status">{status}</span>}
      action={
        <PendingButton
          fill="outline"
          pending={pending}
          aria-label={`${action} to ${email ?? name}`}
          onClick={onAction}
        >
          {action}
        </PendingButton>
      }
    />
  )
}
