import { IonButton } from '@ionic/react'
import { useState } from 'react'
import { useSession } from '../../session/use-session.ts'
import { isVendorMember } from '../../session/vendor-viewer.ts'
import { BUYER_ACTION_TEXT } from './buyer-action-texts.ts'
import { InviteVendorModal } from './invite-vendor-modal.tsx'

/** The nudge banner's Invite Vendor button; not for visitors nor the vendor's own members. */
export function InviteVendorButton({
  vendorId,
  vendorName,
  searchId,
}: {
  vendorId: number
  vendorName: string
  searchId: number | null
}) {
  const user = useSession()?.user
  const [open, setOpen] = useState(false)
  if (!user || isVendorMember(user, vendorId)) return null
  return (
    <>
      <IonButton onClick={() => setOpen(true)}>{BUYER_ACTION_TEXT.inviteVendor}</IonButton>
      {open && (
        <InviteVendorModal
          vendorId={vendorId}
          searchId={searchId}
          offline={{ vendorName, sender: user }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}
