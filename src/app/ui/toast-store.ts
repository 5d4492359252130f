export type ToastColor = 'success' | 'danger' | 'warning'
export type Toast = {
  id: number
  message: string
  color: ToastColor
}

/** Toasts close after 10 s (docs/spec/access-and-account.md §9). */
export const TOAST_DURATION_MS = 10_000

let nextId = 1
let toasts: Toast[] = []
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function showToast(message: string, color: ToastColor = 'success') {
  toasts = [...toasts, { id: nextId++, message, color }]
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
