import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react'

/** Lazies whose chunk failed to load: React keeps a failed lazy failed, so each is made anew. */
const failed = new Set<() => void>()

/**
 * `React.lazy` that can be tried again: a chunk that failed to load (offline, lie-fi) is imported
 * again after `retryFailedChunks()` instead of failing for the rest of the page's life.
 */
// biome-ignore lint/suspicious/noExplicitAny: the props of any component, as React.lazy takes them
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let current: LazyExoticComponent<T>
  const make = () => {
    current = lazy(() =>
      load().catch((error: unknown) => {
        failed.add(make)
        throw error
      }),
    )
  }
  make()
  return function Retryable(props: React.ComponentProps<T>) {
    return createElement(current, props)
  }
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
