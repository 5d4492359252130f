export type ToastColor = 'success' | 'danger' | 'warning'
export type Toast = {
  id: number
  message: string
  color: ToastColor
}

/**
 * How long a toast shows (docs/decisions/0007-toasts.md): a confirmation of what the person just
 * did 4 s, a warning or a failure, which may come unasked and asks them to act, 8 s.
 */
export const TOAST_DURATION_MS: Record<ToastColor, number> = {
  success: 4_000,
  warning: 8_000,
  danger: 8_000,
}

let nextId = 1
/** One toast at a time: a new one replaces the one showing rather than wait behind it. */
let current: Toast | null = null
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function showToast(message: string, color: ToastColor = 'success') {
  current = { id: nextId++, message, color }
  emit()
}

export function dismissToast(id: number) {
  if (current?.id !== id) return
  current = null
  emit()
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  snapshot: () => current,
}
