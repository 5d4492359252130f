import type { AnyRouter } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { CLAIM, type ClaimMessage } from './claim-message.ts'
import { WARM_IMAGES, type WarmImagesMessage } from './warm-images-message.ts'

/** Set once the device was told it can work offline: it is told once, not at every visit. */
const TOLD_KEY = 'offline-ready-told'

let ready = false
/** The device is being told, on the page where it became ready, until the user moves on. */
let telling = false
const listeners = new Set<() => void>()

function changed() {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The worker in control of this page. The active worker takes every open page when it starts, but
 * not one whose load was under way at that moment, or one reloaded past it: such a page asks.
 */
function controlled(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  const { serviceWorker } = navigator
  if (serviceWorker.controller) return Promise.resolve(serviceWorker.controller)
  return new Promise((resolve) => {
    serviceWorker.addEventListener('controllerchange', function onChange() {
      if (!serviceWorker.controller) return
      serviceWorker.removeEventListener('controllerchange', onChange)
      resolve(serviceWorker.controller)
    })
    registration.active?.postMessage({ type: CLAIM } satisfies ClaimMessage)
  })
}

/** The uploads this page showed so far, perhaps before the worker could see them. */
function shownImages(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => new URL(name).pathname.startsWith('/uploads/'))
}

/**
 * Waits for the service worker to be active (its precache is complete) and in control of this
 * page, hands it the images shown so far, and says once, quietly, that the app works offline: the
 * offline banner says it on the next page the user opens, until they open another.
 */
export async function watchOfflineReady(router: AnyRouter): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const worker = await controlled(await navigator.serviceWorker.ready)
  worker.postMessage({ type: WARM_IMAGES, urls: shownImages() } satisfies WarmImagesMessage)
  ready = true
  if (!localStorage.getItem(TOLD_KEY)) {
    localStorage.setItem(TOLD_KEY, '1')
    // Said with the next page the user opens, which moves the page anyway: the strip coming
    // while they read would push the page down under their eyes.
    let pagesOpened = 0
    const stop = router.subscribe('onResolved', ({ pathChanged }) => {
      if (!pathChanged) return
      pagesOpened += 1
      if (pagesOpened === 1) telling = true
      else {
        stop()
        telling = false
      }
      changed()
    })
  }
  changed()
}

/** Whether everything the app needs offline is on the device (the install offer says so). */
export function useReadyOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  )
}

/** Whether the offline banner says that the app is now ready to work offline. */
export function useTellingReadyOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => telling,
    () => false,
  )
}
