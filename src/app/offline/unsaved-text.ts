/** Fields the user typed into since their form was last submitted. */
const typedIn = new Set<HTMLInputElement | HTMLTextAreaElement>()

const TEXT_TYPES = new Set(['text', 'email', 'tel', 'url', 'search', 'number', 'password'])

function isTextField(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  if (target instanceof HTMLTextAreaElement) return true
  return target instanceof HTMLInputElement && TEXT_TYPES.has(target.type)
}

/** Starts noting typing, app-wide, so a reload can wait for it (once, at start). */
export function watchTyping(): void {
  document.addEventListener(
    'input',
    (event) => {
      if (isTextField(event.target)) typedIn.add(event.target)
    },
    true,
  )
  document.addEventListener(
    'submit',
    (event) => {
      for (const field of typedIn) if (field.form === event.target) typedIn.delete(field)
    },
    true,
  )
}

/** Whether a field on screen still holds text typed since its form was submitted. */
export function hasUnsavedText(): boolean {
  for (const field of typedIn) {
    if (!field.isConnected) typedIn.delete(field)
    else if (field.value.trim() !== '') return true
  }
  return false
}
