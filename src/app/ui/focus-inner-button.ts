/**
 * Focuses the native button or link inside an Ionic host (an IonButton, an IonItem button), or
 * the element itself when it is one (a `RoundIconButton`).
 */
export function focusInnerButton(host: Element | null | undefined) {
  const inner = host?.shadowRoot?.querySelector<HTMLElement>('button, a[href]')
  if (inner) inner.focus()
  else if (host instanceof HTMLButtonElement || host instanceof HTMLAnchorElement) host.focus()
}
