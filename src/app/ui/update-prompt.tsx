import { useEffect, useState } from 'react'
import type { Workbox } from 'workbox-window'

const UPDATE_CHECK_MS = 60 * 60 * 1000

/** Registers the service worker in prompt mode: a new version waits until the user chooses to reload. */
export function UpdatePrompt() {
  const [waiting, setWaiting] = useState<Workbox | null>(null)

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
    let timer: ReturnType<typeof setInterval> | undefined
    // Loaded after start-up: nothing about the service worker is needed for the first paint.
    void import('workbox-window').then(({ Workbox }) => {
      const wb = new Workbox('/sw.js', { scope: '/' })
      wb.addEventListener('waiting', () => setWaiting(wb))
      wb.addEventListener('controlling', () => window.location.reload())
      void wb.register()
      timer = setInterval(() => void wb.update(), UPDATE_CHECK_MS)
    })
    return () => clearInterval(timer)
  }, [])

  if (!waiting) return null
  return (
    <div className="update-prompt" role="alert">
      <span>A new version of the app is available.</span>
      <button
        type="button"
        className="button button--light"
        onClick={() => waiting.messageSkipWaiting()}
      >
        Reload
      </button>
      <button type="button" className="button button--ghost" onClick={() => setWaiting(null)}>
        Later
      </button>
    </div>
  )
}
