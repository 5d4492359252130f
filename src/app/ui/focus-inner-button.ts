/** Focuses the native button or link inside an Ionic host (an IonButton, an IonItem button). */
export function focusInnerButton(host: Element | null | undefined) {
  host?.shadowRoot?.querySelector<HTMLElement>('button, a[href]')?.focus()
}
