import './ionic-setup.ts'
import { toastController } from '@ionic/core/components'
import { defineCustomElement } from '@ionic/core/components/ion-toast.js'
import { closeOutline } from 'ionicons/icons'
import { useEffect, useRef } from 'react'
import { onModalsChanged, toastAnchor } from './toast-anchor.ts'
import { dismissToast, TOAST_DURATION_MS, type Toast, toastStore } from './toast-store.ts'

defineCustomElement()

/**
 * The role a toast is dismissed with when it moves, goes with its frame or gives way to a newer
 * one: the store is not told, since its message has not been closed.
 */
const MOVED = 'moved'
/** A moved toast shows at least this long, so its message can still be read. */
const MOVED_MIN_MS = 2000

/** Where a toast sits: above an open dialog's actions (at their top), or at the bottom (null). */
type Placement = { anchor: HTMLElement | null; top: number }

type Presentation = {
  id: number
  until: number
  /** Chosen as it is presented, once the dialogs it depends on have settled. */
  placement?: Placement
  element: Promise<HTMLIonToastElement | null>
}

const placementNow = (): Placement => {
  const anchor = toastAnchor()
  return { anchor, top: Math.round(anchor?.getBoundingClientRect().top ?? 0) }
}
const samePlace = (a: Placement, b: Placement) => a.anchor === b.anchor && a.top === b.top

const showing = (id: number) => toastStore.snapshot()?.id === id

/** Until when the toast shown shows: across a frame change it shows for the time it has left. */
let shownUntil: { id: number; until: number } | null = null

function close(id: number) {
  if (shownUntil?.id === id) shownUntil = null
  dismissToast(id)
}

/**
 * Shows the toast through Ionic's toast controller, at the bottom centre or, while a dialog is
 * open, just above its actions (docs/decisions/0007-toasts.md). A newer toast replaces it at
 * once; a dialog that opens, closes or changes height under it moves it for the time it has left.
 * Each change dismisses the toast shown and waits for it to go before the next is created, one
 * step after the other (Ionic's useIonToast presents nothing while its previous toast is still
 * dismissing, which lost such a toast). The element is Ionic's, not React's: an inline IonToast is
 * moved to the body when presented, and React then fails to remove it when the toast closes
 * ("removeChild … not a child"), which crashed the page.
 */
export default function IonicToasts({ toast }: { toast: Toast }) {
  const shown = useRef<Presentation | null>(null)

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
    const show = (until: number) => {
      const previous = shown.current?.element
      const presentation: Presentation = { id: toast.id, until, element: Promise.resolve(null) }
      shown.current = presentation
      shownUntil = { id: toast.id, until }
      presentation.element = present(toast, presentation, previous, () => {
        // Closed or timed out meanwhile, replaced, or the frame changed.
        return showing(toast.id) && shown.current === presentation
      })
    }

    // Gone from the store since this render (dismissed as the frame changed).
    if (!showing(toast.id)) return
    const until = shownUntil?.id === toast.id ? shownUntil.until : undefined
    if (until === undefined) show(Date.now() + TOAST_DURATION_MS[toast.color])
    // Its time ran out while the frame changed (a clock gone forward, a slow start).
    else if (until <= Date.now()) close(toast.id)
    else show(Math.max(until, Date.now() + MOVED_MIN_MS))

    return onModalsChanged(() => {
      const current = shown.current
      if (current?.id !== toast.id || !current.placement) return
      if (samePlace(current.placement, placementNow())) return
      show(Math.max(current.until, Date.now() + MOVED_MIN_MS))
    })
  }, [toast])

  return null
}

async function present(
  { id, message, color }: Toast,
  presentation: Presentation,
  previous: Presentation['element'] | undefined,
  stillWanted: () => boolean,
): Promise<HTMLIonToastElement | null> {
  await (await previous)?.dismiss(undefined, MOVED)
  if (!stillWanted()) return null
  const placement = placementNow()
  presentation.placement = placement
  const element = await toastController.create({
    message,
    color,
    position: 'bottom',
    positionAnchor: placement.anchor ?? undefined,
    duration: Math.max(presentation.until - Date.now(), MOVED_MIN_MS),
    buttons: [
      {
        icon: closeOutline,
        role: 'cancel',
        side: 'end',
        htmlAttributes: { 'aria-label': 'Close' },
      },
    ],
  })
  // As wide as the dialog's actions it sits above, not wider than the dialog.
  const width = placement.anchor?.getBoundingClientRect().width
  if (width) element.style.setProperty('--max-width', `${width}px`)
  element.addEventListener('ionToastDidDismiss', (event) => {
    if (event.detail.role !== MOVED) close(id)
  })
  await element.present()
  return element
}
