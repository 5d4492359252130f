import { useBlocker } from '@tanstack/react-router'
import { useRef } from 'react'
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt.ts'

/**
 * Guards every way out of a form with unsaved changes: its own Cancel or Back (`leave`), a link,
 * the browser's Back (the router waits for the answer) and a reload or closed tab (the browser
 * asks). Wire the result to an UnsavedChangesModal; call `allowLeave` before the form moves on
 * after a save.
 */
export function useUnsavedChangesGuard(isDirty: () => boolean, submit: () => void) {
  const prompt = useUnsavedChangesPrompt()
  const left = useRef(false)
  // What leaving means for this question: the form's own step, or the navigation that was held.
  const leaveBy = useRef<(() => void) | null>(null)
  const held = useRef<((stay: boolean) => void) | null>(null)
  const guarding = () => !left.current && isDirty()
  useBlocker({
    shouldBlockFn: () =>
      guarding() &&
      new Promise<boolean>((resolve) => {
        held.current = resolve
        leaveBy.current = null
        prompt.open()
      }),
    enableBeforeUnload: guarding,
  })
  /** Closes the question, lets a held navigation go or keeps it, then runs `then`. */
  const answer = (stay: boolean, then?: () => void) =>
    prompt.closeThen(() => {
      const resolve = held.current
      held.current = null
      if (!stay) left.current = true
      resolve?.(stay)
      then?.()
    })
  return {
    isOpen: prompt.isOpen,
    onClosed: () => {
      prompt.onClosed()
      // Closed without a choice (Escape, the backdrop): the held navigation does not happen.
      held.current?.(true)
      held.current = null
    },
    /** The form's own Cancel or Back: asks first when something changed. */
    leave: (leave: () => void) => {
      if (!guarding()) return leave()
      leaveBy.current = leave
      prompt.open()
    },
    onSave: () => answer(true, submit),
    onContinue: () => answer(true),
    onLeave: () =>
      answer(false, () => {
        const leave = leaveBy.current
        leaveBy.current = null
        leave?.()
      }),
    /** The form saved and moves on: nothing is left to lose. */
    allowLeave: () => {
      left.current = true
    },
  }
}
