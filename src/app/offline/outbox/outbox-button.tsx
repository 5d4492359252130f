import './outbox.css'
import { IonBadge, IonButton } from '@ionic/react'
import { Suspense, useState } from 'react'
import { useSession } from '../../session/use-session.ts'
import { ChunkBoundary } from '../chunk-boundary.tsx'
import { retryableLazy } from '../retryable-lazy.ts'
import { useOutboxItems } from './outbox-instance.ts'
import { OUTBOX_TEXT } from './outbox-texts.ts'

const OutboxModal = retryableLazy(() => import('./outbox-modal.tsx'))

/** The header's outbox badge: shown while the user has kept submissions; opens their list. */
export function OutboxButton() {
  const userId = useSession()?.user.id ?? null
  const items = useOutboxItems(userId)
  const [open, setOpen] = useState(false)
  if (items.length === 0 && !open) return null
  return (
    <>
      <IonButton fill="clear" className="outbox-button" onClick={() => setOpen(true)}>
        {OUTBOX_TEXT.title} <IonBadge>{items.length}</IonBadge>
        <span className="visually-hidden"> waiting</span>
      </IonButton>
      {open && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <OutboxModal items={items} onClose={() => setOpen(false)} />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  )
}
