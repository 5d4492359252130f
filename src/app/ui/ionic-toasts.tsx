import './ionic-setup.ts'
import { toastController } from '@ionic/core/components'
import { defineCustomElement } from '@ionic/core/components/ion-toast.js'
import { closeOutline } from 'ionicons/icons'
import { useEffect, useRef } from 'react'
import { dismissToast, TOAST_DURATION_MS, type Toast, toastStore } from './toast-store.ts'
import { useModalOpen } from './use-modal-open.ts'

defineCustomElement()

/**
 * The role a toast is dismissed with when it moves to the top or to a new frame: its message has
 * not gone.
 */
const MOVED = 'moved'
/** A moved toast shows at least this long, so its message can still be read. */
const MOVED_MIN_MS = 2000

type Presentation = {
  id: number
  top: boolean
  until: number
  element: Promise<HTMLIonToastElement | null>
}

const waiting = (id: number) => toastStore.snapshot().some((t) => t.id === id)

/** Until when each toast shown shows: across a frame change it shows for the time it has left. */
const shownUntil = new Map<number, number>()

function close(id: number) {
  shownUntil.delete(id)
  dismissToast(id)
}

/**
 * Shows the first waiting toast through Ionic's toast controller, at the bottom or, over an open
 * modal, at the top, clear of the modal's action buttons. A toast at the bottom when a modal opens
 * moves to the top for the time it has left: the toast it was is dismissed and gone before the
 * moved one is created, one step after the other. (Ionic's useIonToast presents nothing while its
 * previous toast is still dismissing, which lost such a toast.) The element is Ionic's, not
 * React's: an inline IonToast is moved to the body when presented, and React then fails to remove
 * it when the toast closes ("removeChild … not a child"), which crashed the page.
 */
export default function IonicToasts({ toasts }: { toasts: Toast[] }) {
  const modalOpen = useModalOpen()
  const shown = useRef<Presentation | null>(null)
  const toast = toasts[0]

  // The frame changes (toast-host.tsx): its toast shows again in the next frame for the time it
  // has left. Ionic's element went with the frame's ion-app or stays in the body; it goes without
  // closing the toast.
  useEffect(
    () => () => {
      const leaving = shown.current
      shown.current = null
      void leaving?.element.then((element) => element?.dismiss(undefined, MOVED)).catch(() => {})
    },
    [],
  )

  useEffect(() => {
    // Gone from the store since this render (dismissed as the frame changed).
    if (!toast || !waiting(toast.id)) return
    const current = shown.current?.id === toast.id ? shown.current : null
    if (current && (current.top || !modalOpen)) return
    const until = current?.until ?? shownUntil.get(toast.id)
    // Its time ran out while the frame changed (a clock gone forward, a slow start).
    if (!current && until !== undefined && until <= Date.now()) {
      close(toast.id)
      return
    }
    const duration =
      until === undefined ? TOAST_DURATION_MS : Math.max(until - Date.now(), MOVED_MIN_MS)
    const presentation: Presentation = {
      id: toast.id,
      top: modalOpen,
      until: Date.now() + duration,
      element: Promise.resolve(null),
    }
    shown.current = presentation
    shownUntil.set(toast.id, presentation.until)
    presentation.element = present(toast, presentation, current?.element, () => {
      // Closed or timed out meanwhile, or the frame changed.
      return waiting(toast.id) && shown.current === presentation
    })
  }, [toast, modalOpen])

  return null
}

async function present(
  { id, message, color }: Toast,
  { top, until }: Presentation,
  previous: Presentation['element'] | undefined,
  stillWanted: () => boolean,
): Promise<HTMLIonToastElement | null> {
  await (await previous)?.dismiss(undefined, MOVED)
  if (!stillWanted()) return null
  const element = await toastController.create({
    message,
    color,
    position: top ? 'top' : 'bottom',
    duration: until - Date.now(),
    buttons: [
      {
        icon: closeOutline,
        role: 'cancel',
        side: 'end',
        htmlAttributes: { 'aria-label': 'Close' },
      },
    ],
  })
  element.addEventListener('ionToastDidDismiss', (event) => {
    if (event.detail.role !== MOVED) close(id)
  })
  await element.present()
  return element
}
