import { IonButton, IonSearchbar } from '@ionic/react'
import { useNavigate } from '@tanstack/react-router'
import { search as searchIcon } from 'ionicons/icons'
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react'
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  isSearchableKeyword,
  SEARCH_MAX_LENGTH,
  SEARCH_TOO_SHORT,
  type SearchTab,
} from '#domain/search.ts'
import type { Suggestion } from '#domain/search-results.ts'
import { resultsOpenInNewTab } from '../../navigation/result-target.ts'
import { Icon } from '../../ui/icon.tsx'
import { useSearchbarInput } from '../../ui/use-searchbar-input.ts'
import { useAutocomplete } from './autocomplete-query.ts'
import { PLACEHOLDERS } from './search-messages.ts'
import { groupSuggestions, SUGGESTION_TITLES, suggestionHref } from './suggestion-links.ts'
import { useDebouncedValue } from './use-debounced-value.ts'

type Props = {
  tab: SearchTab
  keyword: string
  onSearch: (keyword: string | undefined) => void
  onTacticType: (tacticTypeId: number) => void
}

/**
 * The search box with its autocomplete, in the ARIA combobox pattern (aria-activedescendant):
 * IonSearchbar's own text box is the combobox.
 */
export function SearchBox({ tab, keyword, onSearch, onTacticType }: Props) {
  const navigate = useNavigate()
  const listId = useId()
  const hintId = useId()
  const [text, setText] = useState(keyword)
  const [tooShort, setTooShort] = useState(false)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const settled = useDebouncedValue(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS)
  const { data } = useAutocomplete(tab, settled, open && settled === text.trim())
  const suggestions = open && isSearchableKeyword(text) && data ? data.suggestions : []
  const expanded = suggestions.length > 0
  const noun = tab === 'vendors' ? 'vendors' : 'tactics'

  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const run = (word: string) => {
    if (!isSearchableKeyword(word)) {
      setTooShort(true)
      return
    }
    close()
    onSearch(word.trim())
  }
  const pick = (suggestion: Suggestion) => {
    close()
    const href = suggestionHref(suggestion)
    if (!href) onTacticType(suggestion.id)
    else if (resultsOpenInNewTab()) window.open(href, '_blank', 'noopener')
    else void navigate({ href })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const chosen = expanded ? suggestions[active] : undefined
    if (chosen) pick(chosen)
    else run(text)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      close()
      return
    }
    if (!expanded || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return
    event.preventDefault()
    const step = event.key === 'ArrowDown' ? 1 : -1
    setActive((current) => (current + step + suggestions.length) % suggestions.length)
  }
  const optionId = (index: number) => `${listId}-option-${index}`
  const searchbar = useSearchbarInput({
    'aria-label': PLACEHOLDERS[tab],
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': String(expanded),
    'aria-controls': listId,
    'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
    'aria-describedby': tooShort ? hintId : undefined,
    'aria-invalid': String(tooShort),
  })

  return (
    <search className="search-box">
      {/* The combobox's keys, from Ionic's input: an Ionic host given onKeyDown would have Ionic
          React probe for an inline "onkeyDown" handler, which the CSP blocks and reports. */}
      <form onSubmit={submit} onKeyDown={onKeyDown} className="search-box__form">
        <div className="search-box__field">
          <IonSearchbar
            ref={searchbar}
            className="outlined-searchbar"
            value={text}
            maxlength={SEARCH_MAX_LENGTH}
            placeholder={PLACEHOLDERS[tab]}
            enterkeyhint="search"
            onIonInput={(event) => {
              setText(event.detail.value ?? '')
              setTooShort(false)
              setOpen(true)
              setActive(-1)
            }}
            onIonClear={() => {
              close()
              setTooShort(false)
              if (keyword) onSearch(undefined)
            }}
            onIonBlur={close}
          />
          <div className="autocomplete" hidden={!expanded}>
            <div id={listId} role="listbox" aria-label={`Suggested ${noun}`}>
              {groupSuggestions(suggestions).map((group) => (
                // biome-ignore lint/a11y/useSemanticElements: a listbox group, not a form fieldset
                <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
                  <div
                    className="autocomplete__title"
                    id={`${listId}-${group.kind}`}
                    role="presentation"
                  >
                    {SUGGESTION_TITLES[group.kind]}
                  </div>
                  {group.items.map(({ suggestion, index }) => (
                    // Focus stays in the input (aria-activedescendant), which handles the keys.
                    // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
                    // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the combobox input
                    <div
                      key={`${suggestion.kind}-${suggestion.id}`}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      className="autocomplete__option"
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => pick(suggestion)}
                    >
                      {suggestion.name}
                    </div>
                  ))}
                </div>
              ))}
            </div>
            {data && (
              <button
                type="button"
                className="autocomplete__all"
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => run(text)}
              >
                View All ({data.total_count} {noun})
              </button>
            )}
          </div>
        </div>
        <IonButton type="submit" className="search-box__submit" aria-label="Search">
          <Icon icon={searchIcon} size={20} />
          <span>Search</span>
        </IonButton>
      </form>
      {tooShort && (
        <p id={hintId} className="search-box__hint" role="alert">
          {SEARCH_TOO_SHORT}
        </p>
      )}
    </search>
  )
}
