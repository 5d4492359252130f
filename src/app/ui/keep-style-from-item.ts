/**
 * A ref for a wrapper of fields inside an Ionic item. The item restyles itself from its fields'
 * style events, taking such a field for its own control: a disabled select marks the whole item
 * `aria-disabled` (and every button in it with it), a focused input underlines the whole item.
 * The events stay inside the wrapper.
 */
export function keepStyleFromItem(wrapper: HTMLElement | null) {
  const stop = (event: Event) => event.stopPropagation()
  wrapper?.addEventListener('ionStyle', stop)
  return () => wrapper?.removeEventListener('ionStyle', stop)
}
