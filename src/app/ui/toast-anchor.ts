/** A dialog's actions: its footer, or the row of buttons under its form. */
const ACTIONS = 'ion-footer, .dialog-actions'

/** Modals still sliding in, and modals on their way out: neither is where a toast settles. */
const moving = new Set<EventTarget>()
const listeners = new Set<() => void>()

const changed = () => {
  for (const listener of listeners) listener()
}
/**
 * An open modal, watched for its actions appearing: without an opening animation (a person who
 * asked for less motion) Ionic announces a modal presented before it shows it (its `show-modal`
 * class) and before its content has rendered.
 */
const watched = new Map<EventTarget, MutationObserver>()
let frame = 0
const changedNextFrame = () => {
  cancelAnimationFrame(frame)
  frame = requestAnimationFrame(changed)
}

const arriving = (event: Event) => moving.add(event.target as EventTarget)
const arrived = (event: Event) => {
  const modal = event.target as HTMLElement
  moving.delete(modal)
  const observer = new MutationObserver(changedNextFrame)
  observer.observe(modal, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class'],
  })
  watched.set(modal, observer)
  changed()
}
const leaving = (event: Event) => {
  moving.add(event.target as EventTarget)
  changed()
}
const gone = (event: Event) => {
  watched.get(event.target as EventTarget)?.disconnect()
  watched.delete(event.target as EventTarget)
  moving.delete(event.target as EventTarget)
  changed()
}
const EVENTS: [string, (event: Event) => void][] = [
  ['ionModalWillPresent', arriving],
  ['ionModalDidPresent', arrived],
  ['ionModalWillDismiss', leaving],
  ['ionModalDidDismiss', gone],
  // A sheet dragged to another height moves its actions.
  ['ionBreakpointDidChange', changed],
]

/**
 * Follows Ionic's modals as they open, close and change height, from the start (before any toast
 * has loaded its code), so a toast shown as a dialog closes already knows the dialog is going.
 */
export function watchModals(): () => void {
  for (const [name, handler] of EVENTS) document.addEventListener(name, handler)
  return () => {
    for (const [name, handler] of EVENTS) document.removeEventListener(name, handler)
  }
}

/** Calls the listener whenever an open dialog's actions may have moved. */
export function onModalsChanged(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const onScreen = (box: DOMRect) => box.height > 0 && box.top < window.innerHeight && box.bottom > 0

/**
 * The actions of the open dialog on top, highest first, which a toast sits above rather than over
 * them; null without a dialog, or when its actions are scrolled out of sight.
 */
export function toastAnchor(): HTMLElement | null {
  const open = [...document.querySelectorAll<HTMLElement>('ion-modal.show-modal')].filter(
    (modal) => !moving.has(modal),
  )
  // Ionic stacks its overlays by z-index in the order they opened.
  const top = open.sort((a, b) => Number(a.style.zIndex) - Number(b.style.zIndex)).at(-1)
  if (!top) return null
  const actions = [...top.querySelectorAll<HTMLElement>(ACTIONS)]
    .map((element) => ({ element, box: element.getBoundingClientRect() }))
    .filter(({ box }) => onScreen(box))
    .sort((a, b) => a.box.top - b.box.top)
  return actions[0]?.element ?? null
}
