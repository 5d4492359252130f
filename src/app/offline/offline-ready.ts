import { useSyncExternalStore } from 'react'
import { showNotice } from '../ui/toast-store.ts'
import { OFFLINE_TEXT } from './offline-texts.ts'
import { WARM_IMAGES, type WarmImagesMessage } from './warm-images-message.ts'

/** Set once the device was told it can work offline: it is told once, not at every visit. */
const TOLD_KEY = 'offline-ready-told'

let ready = false
const listeners = new Set<() => void>()

function controlled(): Promise<ServiceWorker> {
  const { serviceWorker } = navigator
  if (serviceWorker.controller) return Promise.resolve(serviceWorker.controller)
  return new Promise((resolve) => {
    serviceWorker.addEventListener('controllerchange', function onChange() {
      if (!serviceWorker.controller) return
      serviceWorker.removeEventListener('controllerchange', onChange)
      resolve(serviceWorker.controller)
    })
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
 * page, hands it the images shown so far, and says once, quietly, that the app works offline.
 */
export async function watchOfflineReady(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  await navigator.serviceWorker.ready
  const worker = await controlled()
  worker.postMessage({ type: WARM_IMAGES, urls: shownImages() } satisfies WarmImagesMessage)
  ready = true
  for (const listener of listeners) listener()
  if (localStorage.getItem(TOLD_KEY)) return
  localStorage.setItem(TOLD_KEY, '1')
  showNotice(OFFLINE_TEXT.ready)
}

/** Whether everything the app needs offline is on the device (the install offer says so). */
export function useReadyOffline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => ready,
    () => false,
  )
}
