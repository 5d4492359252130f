import { useEffect, useState } from 'react'
import type { Workbox } from 'workbox-window'
import { hasUnsavedText, watchTyping } from '../offline/unsaved-text.ts'
import { registerWorker } from '../offline/worker-registration.ts'

const UPDATE_CHECK_MS = 60 * 60 * 1000

export const UPDATE_TEXT = {
  available: 'A new version of the app is available.',
  /** Another tab took the new version: this one waits for the user rather than lose their typing. */
  ready: 'A new version of the app is ready.',
  finishFirst: 'Save or clear what you typed first: reloading now would lose it.',
} as const

type Prompt = { wb: Workbox; activated: boolean }

/** Registers the service worker in prompt mode: a new version waits until the user chooses to reload. */
export function UpdatePrompt() {
  const [prompt, setPrompt] = useState<Prompt | null>(null)
  const [blocked, setBlocked] = useState(false)

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
    watchTyping()
    let latest: Workbox | undefined
    const stop = registerWorker((wb) => {
      latest = wb
      wb.addEventListener('waiting', () => setPrompt({ wb, activated: false }))
      wb.addEventListener('controlling', (event) => {
        // The first worker claims the page it was installed from (docs/offline.md): nothing changed.
        if (!event.isUpdate) return
        if (hasUnsavedText()) setPrompt({ wb, activated: true })
        else window.location.reload()
      })
    })
    // A check that cannot reach the server is made again at the next.
    const timer = setInterval(() => void latest?.update().catch(() => {}), UPDATE_CHECK_MS)
    return () => {
      stop()
      clearInterval(timer)
    }
  }, [])

  if (!prompt) return null
  const reload = () => {
    if (hasUnsavedText()) setBlocked(true)
    else if (prompt.activated) window.location.reload()
    else prompt.wb.messageSkipWaiting()
  }
  return (
    <div className="update-prompt" role="alert">
      <span>
        {prompt.activated ? UPDATE_TEXT.ready : UPDATE_TEXT.available}
        {blocked && ` ${UPDATE_TEXT.finishFirst}`}
      </span>
      <button type="button" className="btn btn--light" onClick={reload}>
        Reload
      </button>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() => {
          setPrompt(null)
          setBlocked(false)
        }}
      >
        Later
      </button>
    </div>
  )
}
