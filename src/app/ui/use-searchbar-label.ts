import { useCallback } from 'react'

/**
 * A ref that names IonSearchbar's text box: Ionic labels its inner input "search text" whatever
 * the host's aria-label, so a screen reader would hear that rather than what the box searches.
 * Ionic never writes that attribute again, so setting it once the box is mounted holds.
 */
export function useSearchbarLabel(label: string) {
  return useCallback(
    (searchbar: HTMLIonSearchbarElement | null) => {
      void searchbar?.getInputElement().then((input) => input.setAttribute('aria-label', label))
    },
    [label],
  )
}
