import { useBlocker } from '@tanstack/react-router'
import { useRef } from 'react'
import { useUnsavedChangesPrompt } from '../../ui/use-unsaved-changes-prompt.ts'

/**
 * Asks before leaving a page with unsaved changes, for an UnsavedChangesModal: the app's own
 * navigation waits for the answer, and the browser asks before a reload or a closed tab. `save`
 * answers whether it saved; leaving goes on only if it did.
 */
export function useLeavePrompt(changed: boolean, save: () => Promise<boolean>) {
  const prompt = useUnsavedChangesPrompt()
  const answer = useRef<((stay: boolean) => void) | null>(null)
  useBlocker({
    shouldBlockFn: () =>
      changed &&
      new Promise<boolean>((resolve) => {
        answer.current = resolve
        prompt.open()
      }),
    enableBeforeUnload: () => changed,
  })
  const decide = (stay: () => Promise<boolean> | boolean) =>
    prompt.closeThen(async () => {
      const resolve = answer.current
      answer.current = null
      resolve?.(await stay())
    })
  return {
    isOpen: prompt.isOpen,
    onSave: () => decide(async () => !(await save())),
    onContinue: () => decide(() => true),
    onLeave: () => decide(() => false),
    onClosed: prompt.onClosed,
  }
}
