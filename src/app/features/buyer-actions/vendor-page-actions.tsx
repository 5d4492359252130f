import { IonButton } from '@ionic/react'
import './buyer-actions.css'
import { useState } from 'react'
import { useSession } from '../../session/use-session.ts'
import { isVendorMember } from '../../session/vendor-viewer.ts'
import { BUYER_ACTION_TEXT } from './buyer-action-texts.ts'
import { RequestQuoteButton } from './request-quote-button.tsx'
import { type SharedPage, ShareModal } from './share-modal.tsx'
import { hasShareSheet, shareOnSheet } from './share-sheet.ts'

/**
 * Share via Email and Request a Quote on the vendor profile and tactic details pages
 * (docs/spec/marketplace.md §2): for signed-in users; Request a Quote hidden for the vendor's own members.
 * Where the browser has a share sheet, Share opens it instead of the email form (workspace.md §6).
 */
export function VendorPageActions(page: SharedPage) {
  const user = useSession()?.user
  const [sharing, setSharing] = useState(false)
  if (!user) return null
  const sheet = hasShareSheet()
  const share = async () => {
    if (!sheet || !(await shareOnSheet(page))) setSharing(true)
  }
  return (
    <div className="buyer-actions">
      <IonButton fill="outline" onClick={() => void share()}>
        {sheet ? BUYER_ACTION_TEXT.share : BUYER_ACTION_TEXT.shareViaEmail}
      </IonButton>
      {!isVendorMember(user, page.vendor.id) && <RequestQuoteButton {...page} />}
      <ShareModal {...page} isOpen={sharing} onClose={() => setSharing(false)} />
    </div>
  )
}
