import { IonButton, IonSpinner } from '@ionic/react'
import '../../ui/surfaces.css'
import './members.css'
import { useEffect, useState } from 'react'
import { useSession } from '../../session/use-session.ts'
import { isVendorAdminOf, isVendorMember } from '../../session/vendor-viewer.ts'
import { LoadFailedAlert } from '../../ui/load-failed-alert.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { AdminAccessRequest } from './admin-access-request.tsx'
import { InviteMembersModal } from './invite-members-modal.tsx'
import { MemberList } from './member-list.tsx'
import { MEMBER_TEXT, MEMBER_TOASTS } from './member-messages.ts'
import { useMembers } from './members-query.ts'
import { MEMBERS_ANCHOR, useAnchorScroll } from './use-anchor-scroll.ts'

/**
 * The members section of a vendor profile (docs/spec/marketplace.md §2, anchor #invite-members): the team
 * for its admins and a super_admin, a request for admin access for its other members.
 */
export function MembersSection({
  vendorId,
  companyName,
}: {
  vendorId: number
  companyName: string
}) {
  const user = useSession()?.user
  const manages = user?.role === 'super_admin' || isVendorAdminOf(user, vendorId)
  if (manages) return <ManagedMembers vendorId={vendorId} />
  if (isVendorMember(user, vendorId)) return <AdminAccessRequest companyName={companyName} />
  return null
}

function ManagedMembers({ vendorId }: { vendorId: number }) {
  const members = useMembers(vendorId)
  const [inviting, setInviting] = useState(false)
  useAnchorScroll(Boolean(members.data))

  useEffect(() => {
    if (members.isError) showToast(MEMBER_TOASTS.loadFailed, 'danger')
  }, [members.isError])

  return (
    <section id={MEMBERS_ANCHOR} className="card members" aria-labelledby="members-title">
      <div className="members__head">
        <h2 id="members-title">{MEMBER_TEXT.title}</h2>
        <IonButton disabled={!members.data} onClick={() => setInviting(true)}>
          {MEMBER_TEXT.inviteMembers}
        </IonButton>
      </div>
      {members.isPending && (
        <div className="members__loading" role="status">
          <IonSpinner name="crescent" color="primary" aria-hidden="true" />
          <span className="visually-hidden">Loading members</span>
        </div>
      )}
      {members.isError && !members.data && (
        <LoadFailedAlert
          message={MEMBER_TOASTS.loadFailed}
          retrying={members.isFetching}
          onRetry={() => void members.refetch()}
        />
      )}
      {members.data && (
        <MemberList vendorId={vendorId} list={members.data} onInvite={() => setInviting(true)} />
      )}
      {members.data && (
        <InviteMembersModal
          isOpen={inviting}
          vendorId={vendorId}
          list={members.data}
          onClose={() => setInviting(false)}
        />
      )}
    </section>
  )
}
