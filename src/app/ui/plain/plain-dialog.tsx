import './plain-dialog.css'
import { close } from 'ionicons/icons'
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'
import { Icon } from '../icon.tsx'
import { leaveToastSlot, setToastSlot } from './toast-slot.ts'

/** How long the dialog takes to leave; plain-dialog.css animates it as long. */
const CLOSING_MS = 180

type Props = {
  isOpen: boolean
  title: string
  /** Runs once the dialog has closed, whether by its close button, Escape, the backdrop or isOpen. */
  onClose: () => void
  children: ReactNode
  /** A dialog that must be answered (the unregistered-visitor login) cannot be closed. */
  closable?: boolean
  /** On a phone, a form of a few fields opens at 60 % of the screen rather than at its own height. */
  short?: boolean
}

/**
 * A dialog of the visitor's frame drawn with the browser's own modal `<dialog>`, not Ionic's
 * (docs/decisions/0009-plain-visitor-dialogs.md): the page behind is inert, focus stays inside and
 * goes back to the opener, Escape and the backdrop close it. A sheet from the bottom on a phone.
 */
export function PlainDialog({
  isOpen,
  title,
  onClose,
  children,
  closable = true,
  short = false,
}: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const toastSlot = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const [closing, setClosing] = useState(false)
  const closingTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // The dialog's own events read the latest props, not those of the render that added them.
  const latest = useRef({ isOpen, closable, onClose })
  latest.current = { isOpen, closable, onClose }

  const leave = useCallback(() => {
    clearTimeout(closingTimer.current)
    setClosing(true)
    closingTimer.current = setTimeout(() => ref.current?.close(), CLOSING_MS)
  }, [])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (isOpen) {
      clearTimeout(closingTimer.current)
      setClosing(false)
      if (dialog.open) return
      dialog.showModal()
      setToastSlot(toastSlot.current)
      // The dialog itself, not its first control: a screen reader reads its title, a phone opens
      // no keyboard, and Tab goes on to the fields.
      dialog.focus()
    } else if (dialog.open) leave()
  }, [isOpen, leave])

  useEffect(
    () => () => {
      clearTimeout(closingTimer.current)
      leaveToastSlot(toastSlot.current)
    },
    [],
  )

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // Escape asks to cancel: the dialog leaves with its animation, or stays when it must be answered.
    const cancel = (event: Event) => {
      event.preventDefault()
      if (latest.current.closable) leave()
    }
    // The browser closes a modal dialog on a second Escape whatever the page says; one that must
    // be answered opens again.
    const closed = () => {
      setClosing(false)
      if (!latest.current.closable && latest.current.isOpen) {
        dialog.showModal()
        return
      }
      leaveToastSlot(toastSlot.current)
      latest.current.onClose()
    }
    // A press that starts inside (selecting what was typed) and ends on the backdrop is no tap on it.
    let pressedBackdrop = false
    const press = (event: PointerEvent) => {
      pressedBackdrop = event.target === dialog
    }
    const tap = (event: MouseEvent) => {
      if (event.target === dialog && pressedBackdrop && latest.current.closable) leave()
    }
    dialog.addEventListener('cancel', cancel)
    dialog.addEventListener('close', closed)
    dialog.addEventListener('pointerdown', press)
    dialog.addEventListener('click', tap)
    return () => {
      dialog.removeEventListener('cancel', cancel)
      dialog.removeEventListener('close', closed)
      dialog.removeEventListener('pointerdown', press)
      dialog.removeEventListener('click', tap)
    }
  }, [leave])

  const classes = ['plain-dialog']
  if (short) classes.push('plain-dialog--short')
  if (closing) classes.push('plain-dialog--closing')
  return (
    <dialog ref={ref} className={classes.join(' ')} aria-labelledby={titleId} tabIndex={-1}>
      <div className="plain-dialog__box">
        <header className="plain-dialog__header">
          <h2 id={titleId} className="plain-dialog__title">
            {title}
          </h2>
          {closable && (
            <button
              type="button"
              className="plain-dialog__close"
              aria-label="Close"
              onClick={leave}
            >
              <Icon icon={close} size={24} />
            </button>
          )}
        </header>
        <div className="plain-dialog__content">{children}</div>
        <div ref={toastSlot} className="plain-dialog__toast" />
      </div>
    </dialog>
  )
}
