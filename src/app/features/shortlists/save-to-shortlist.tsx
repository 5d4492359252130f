import './shortlists.css'
import { IonButton, IonIcon } from '@ionic/react'
import { bookmark, bookmarkOutline } from 'ionicons/icons'
import { lazy, Suspense, useState } from 'react'
import { canUseShortlists, FIRST_SHORTLIST_NAME } from '#domain/shortlists.ts'
import { useSession } from '../../session/use-session.ts'
import { SHORTLIST_TEXT } from './shortlist-texts.ts'
import { createWrite, type ItemView } from './shortlist-writes.ts'
import { useShownSaved, useShownShortlists } from './shown-shortlists.ts'
import { toldWrite } from './told-write.ts'
import { useShortlistWrite } from './use-shortlist-writes.ts'

const SaveSheet = lazy(() => import('./save-sheet.tsx'))

/**
 * The save control of a tactic card, a tactic page and a vendor page (§1): a bookmark named
 * "Save to shortlist", filled and named "Saved to shortlist" once a list holds the item. It opens
 * the sheet of the user's lists; a user with none gets "My shortlist" with the item at once.
 */
export function SaveToShortlist({ item }: { item: ItemView }) {
  const user = useSession()?.user
  if (!user || !canUseShortlists(user.role)) return null
  return <SaveControl item={item} />
}

function SaveControl({ item }: { item: ItemView }) {
  const saved = useShownSaved().some((entry) => entry.kind === item.kind && entry.id === item.id)
  const lists = useShownShortlists()
  const write = useShortlistWrite()
  const [open, setOpen] = useState(false)
  const label = saved ? SHORTLIST_TEXT.savedLabel : SHORTLIST_TEXT.saveLabel

  async function choose() {
    setOpen(true)
    if (lists.shown?.length !== 0) return
    // The first save of a user with no list makes "My shortlist" (§1).
    await toldWrite(
      () => write(createWrite(FIRST_SHORTLIST_NAME, item)),
      SHORTLIST_TEXT.savedTo(FIRST_SHORTLIST_NAME),
    )
  }

  return (
    <>
      <IonButton
        fill="clear"
        shape="round"
        className="round-icon-button save-to-shortlist"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        onClick={() => void choose()}
      >
        <IonIcon slot="icon-only" icon={saved ? bookmark : bookmarkOutline} aria-hidden="true" />
      </IonButton>
      {open && (
        <Suspense fallback={null}>
          <SaveSheet item={item} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
