import { useSyncExternalStore } from 'react'

/** Chromium's install offer (not in TypeScript's DOM types). */
type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<unknown>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let offer: BeforeInstallPromptEvent | null = null
const listeners = new Set<() => void>()
const changed = () => {
  for (const listener of listeners) listener()
}

// Listened for from the start: the browser may offer before the footer first renders.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    offer = event as BeforeInstallPromptEvent
    changed()
  })
  window.addEventListener('appinstalled', () => {
    offer = null
    changed()
  })
}

/** The browser's pending install offer, or null. */
export function useInstallOffer(): BeforeInstallPromptEvent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => offer,
    () => null,
  )
}

/** Shows the browser's install dialog; an offer can be used once. */
export async function acceptInstallOffer(): Promise<void> {
  const current = offer
  if (!current) return
  offer = null
  changed()
  await current.prompt()
}

const neverChanges = () => () => {}

/**
 * iOS Safari has no install offer: the user adds the app from the Share menu. False while the
 * pre-rendered landing page hydrates (the build has no browser to ask), then the browser's answer,
 * so the hydrated page matches the pre-rendered one (React error #418 otherwise).
 */
export function useNeedsIosInstructions(): boolean {
  return useSyncExternalStore(neverChanges, needsIosInstructions, () => false)
}

function needsIosInstructions(): boolean {
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent)
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return ios && !standalone
}
