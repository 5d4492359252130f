import './ionic-setup.ts'
import { useIonToast } from '@ionic/react'
import { closeOutline } from 'ionicons/icons'
import { useEffect, useRef, useState } from 'react'
import { dismissToast, TOAST_DURATION_MS, type Toast, toastStore } from './toast-store.ts'

type Position = 'top' | 'bottom'

/** Toasts sit bottom centre (access-and-account.md §9); over a modal, at the top, clear of its actions. */
const positionNow = (): Position =>
  document.querySelector('ion-modal.show-modal') ? 'top' : 'bottom'

/** Where toasts go, following modals as they open and close. */
function useToastPosition(): Position {
  const [position, setPosition] = useState(positionNow)
  useEffect(() => {
    const opening = () => setPosition('top')
    const closed = () => setPosition(positionNow())
    document.addEventListener('ionModalWillPresent', opening)
    document.addEventListener('ionModalDidDismiss', closed)
    return () => {
      document.removeEventListener('ionModalWillPresent', opening)
      document.removeEventListener('ionModalDidDismiss', closed)
    }
  }, [])
  return position
}

/**
 * Shows the first waiting toast through Ionic's toast controller; a notice gives way to any toast
 * behind it. A modal opening under a toast moves it to the top for the rest of its time. The
 * element is Ionic's, not React's: an inline IonToast is moved to the body when presented, and
 * React then fails to remove it when the toast closes ("removeChild … not a child"), which crashed
 * the page.
 */
export default function IonicToasts({ toasts }: { toasts: Toast[] }) {
  const [present, dismiss] = useIonToast()
  const position = useToastPosition()
  const presented = useRef<{ id: number; position: Position; endsAt: number } | null>(null)
  const toast = toasts[0]
  const waiting = toasts.length > 1

  // The toast showing when the frame changes went with it (toast-host.tsx).
  useEffect(
    () => () => {
      if (presented.current !== null) dismissToast(presented.current.id)
    },
    [],
  )

  useEffect(() => {
    // Gone from the store since this render (dismissed as the frame changed).
    if (!toast || !toastStore.snapshot().includes(toast)) return
    const shown = presented.current?.id === toast.id ? presented.current : null
    if (toast.yields && waiting) {
      if (shown) void dismiss()
      else dismissToast(toast.id)
      return
    }
    if (shown && shown.position === position) return
    const endsAt = shown ? shown.endsAt : Date.now() + TOAST_DURATION_MS
    const showing = { id: toast.id, position, endsAt }
    presented.current = showing
    // Moving: the toast at the old place goes, and the same toast shows at the new one.
    if (shown) void dismiss()
    void present({
      message: toast.message,
      color: toast.color,
      position,
      duration: Math.max(endsAt - Date.now(), 1000),
      buttons: [
        {
          icon: closeOutline,
          role: 'cancel',
          side: 'end',
          htmlAttributes: { 'aria-label': 'Close' },
        },
      ],
      onDidDismiss: () => {
        if (presented.current === showing) dismissToast(toast.id)
      },
    })
  }, [toast, waiting, position, present, dismiss])

  return null
}
