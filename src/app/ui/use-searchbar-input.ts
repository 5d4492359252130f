import { useCallback, useEffect, useState } from 'react'

/** What a screen reader hears for Ionic's clear button, which Ionic names "reset". */
const CLEAR_LABEL = 'Clear search'

/**
 * A ref that sets attributes on IonSearchbar's own text box, kept in step with each render:
 * Ionic names its input "search text" whatever the host's aria-label, and offers no way to give
 * it the ARIA a combobox needs. Ionic renders the input in the light DOM and never writes these
 * attributes again, so what is set here holds and ids it points at resolve in the page.
 */
export function useSearchbarInput(attributes: Record<string, string | undefined>) {
  const [input, setInput] = useState<HTMLInputElement | null>(null)
  // Only a mounted box is taken: a composed ref called with null and again on each render then
  // sets the same input, which React does not render again for.
  const ref = useCallback((searchbar: HTMLIonSearchbarElement | null) => {
    if (!searchbar) return
    void searchbar.getInputElement().then((element) => {
      searchbar.querySelector('.searchbar-clear-button')?.setAttribute('aria-label', CLEAR_LABEL)
      setInput(element)
    })
  }, [])
  useEffect(() => {
    if (!input) return
    for (const [name, value] of Object.entries(attributes)) {
      if (value === undefined) input.removeAttribute(name)
      else input.setAttribute(name, value)
    }
  })
  return ref
}
