import { IonButton } from '@ionic/react'
import { useState } from 'react'
import type { Member, MembersList } from '#domain/member-schemas.ts'
import { useSession } from '../../session/use-session.ts'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { DeleteMemberModal } from './delete-member-modal.tsx'
import { JoinRequestRow } from './join-request-row.tsx'
import { MEMBER_TEXT, MEMBER_TOASTS } from './member-messages.ts'
import { useResendConfirmation, useResendInvitation } from './member-mutations.ts'
import { MemberRoleSelect } from './member-role-select.tsx'
import { PersonCell } from './person-cell.tsx'

type Props = { vendorId: number; list: MembersList; onInvite: () => void }

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim()

/**
 * Members, then requests to join, open invitations and accounts awaiting confirmation; one row
 * each (§2).
 */
export function MembersTable({ vendorId, list, onInvite }: Props) {
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
      <table className="members-table">
        <caption className="visually-hidden">{MEMBER_TEXT.title}</caption>
        <thead className="members-table__head">
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {list.users.map((member) => (
            <tr key={`user-${member.id}`} className="members-table__row">
              <td>
                <PersonCell
                  name={`${fullName(member)}${member.id === currentUserId ? ` ${MEMBER_TEXT.you}` : ''}`}
                  email={member.email}
                  picture={member.profile_picture}
                />
              </td>
              <td>
                <MemberRoleSelect
                  vendorId={vendorId}
                  member={member}
                  roles={list.roles}
                  onlyAdmin={member.role === 'vendor_admin' && admins.length === 1}
                />
              </td>
              <td className="members-table__actions">
                {(member.role !== 'vendor_admin' || admins.length > 1 || successorExists) && (
                  <IonButton
                    fill="outline"
                    color="danger"
                    aria-label={`${MEMBER_TEXT.delete} ${fullName(member)}`}
                    onClick={() => setDeleting(member)}
                  >
                    {MEMBER_TEXT.delete}
                  </IonButton>
                )}
              </td>
            </tr>
          ))}
          {list.join_requests.map((request) => (
            <JoinRequestRow key={`request-${request.id}`} vendorId={vendorId} request={request} />
          ))}
          {list.invited_users.map((invited) => (
            <PendingRow
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
            <PendingRow
              key={`unconfirmed-${person.id}`}
              name={fullName(person)}
              email={person.email}
              status={MEMBER_TEXT.notConfirmed}
              action={MEMBER_TEXT.resendConfirmation}
              pending={pendingConfirm === person.id}
              onAction={() => void resendConfirm(person.id, person.email)}
            />
          ))}
        </tbody>
      </table>
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

type PendingRowProps = {
  name: string
  email: string | null
  status: string
  action: string
  pending: boolean
  onAction: () => void
}

/** Someone not yet in the team: invited, or registered without confirming; a resend button. */
function PendingRow({ name, email, status, action, pending, onAction }: PendingRowProps) {
  return (
    <tr className="members-table__row members-table__row--pending">
      <td>
        <PersonCell name={name} email={email} picture={null} />
      </td>
      <td>
        <span className="members-table__status">{status}</span>
      </td>
      <td className="members-table__actions">
        <PendingButton
          fill="outline"
          pending={pending}
          aria-label={`${action} to ${email ?? name}`}
          onClick={onAction}
        >
          {action}
        </PendingButton>
      </td>
    </tr>
  )
}
