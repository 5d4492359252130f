import { type ComponentType, createElement, type LazyExoticComponent, lazy, useState } from 'react'

/** Lazies whose chunk failed to load: React keeps a failed lazy failed, so each is made anew. */
const failed = new Set<() => void>()

/**
 * `React.lazy` that can be tried again: a chunk that failed to load (offline, lie-fi) is imported
 * again after `retryFailedChunks()` instead of failing for the rest of the page's life.
 *
 * `preload()` fetches the code ahead of the first render; a component whose code has arrived by
 * then is drawn at once rather than through `React.lazy`, which suspends for a moment even then:
 * React holds back a boundary's content for up to 300 ms after its fallback showed, which was 200
 * of the 540 ms an app page took to open offline (docs/offline.md).
 */
// biome-ignore lint/suspicious/noExplicitAny: the props of any component, as React.lazy takes them
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loaded: T | undefined
  let loading: Promise<{ default: T }> | undefined
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default
        return module
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  let current: LazyExoticComponent<T>
  const make = () => {
    current = lazy(() =>
      loadOnce().catch((error: unknown) => {
        failed.add(make)
        throw error
      }),
    )
  }
  make()
  function Retryable(props: React.ComponentProps<T>) {
    // Chosen once: an element whose type changed would be drawn anew, losing its state.
    const [arrived] = useState(() => loaded)
    return createElement(arrived ?? current, props)
  }
  return Object.assign(Retryable, { preload: () => loadOnce().then(() => {}) })
}

export function retryFailedChunks(): void {
  for (const make of failed) make()
  failed.clear()
}

const CHUNK_FAILURES = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
  'Unable to preload CSS',
]

/** A code chunk that could not be loaded, as Chromium, Safari, Firefox and Vite word it. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return CHUNK_FAILURES.some((text) => message.includes(text))
}
