export type ToastColor = 'success' | 'danger' | 'warning' | 'medium'
export type Toast = {
  id: number
  message: string
  color: ToastColor
  /** A notice nobody asked for: it gives way at once to any toast that follows it. */
  yields: boolean
}

/** Toasts close after 10 s (access-and-account.md §9). */
export const TOAST_DURATION_MS = 10_000

let nextId = 1
let toasts: Toast[] = []
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function showToast(message: string, color: ToastColor = 'success') {
  toasts = [...toasts, { id: nextId++, message, color, yields: false }]
  emit()
}

/** A quiet notice (e.g. ready to work offline) that never holds back the feedback of an action. */
export function showNotice(message: string) {
  toasts = [...toasts, { id: nextId++, message, color: 'medium', yields: true }]
  emit()
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id)
  emit()
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  snapshot: () => toasts,
}
