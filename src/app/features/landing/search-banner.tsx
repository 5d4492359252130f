import { useNavigate, useSearch } from '@tanstack/react-router'
import { search } from 'ionicons/icons'
import { type FormEvent, useId, useState } from 'react'
import { LANDING_HEADLINE } from '#domain/brand.ts'
import { isSearchableKeyword, SEARCH_MAX_LENGTH, SEARCH_TOO_SHORT } from '#domain/search.ts'
import { searchDraft } from '../../navigation/search-draft.ts'
import { Icon } from '../../ui/icon.tsx'

export function SearchBanner() {
  const navigate = useNavigate()
  const inputId = useId()
  const hintId = useId()
  // A visitor sent here from /search finds their keyword still in the box.
  const { keyword: fromSearch } = useSearch({ strict: false })
  const [keyword, setKeyword] = useState(typeof fromSearch === 'string' ? fromSearch : '')
  const [tooShort, setTooShort] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isSearchableKeyword(keyword)) {
      setTooShort(true)
      return
    }
    void navigate({ to: '/search', search: { keyword: keyword.trim() } })
  }

  return (
    <section className="search-banner">
      <div className="container search-banner__inner">
        <h1>{LANDING_HEADLINE}</h1>
        <p className="search-banner__lead">
          Discover media vendors, agencies and service providers, and the shopper-marketing tactics
          they run. Registration is free; log in or register for free to see full search results.
        </p>
        <search>
          {/* action and name let a search typed before the app has booted work as a plain GET. */}
          <form className="search-banner__form" action="/search" method="get" onSubmit={submit}>
            <label htmlFor={inputId} className="visually-hidden">
              Search tactics and vendors
            </label>
            <input
              id={inputId}
              name="keyword"
              type="search"
              value={keyword}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder="e.g. in-store sampling"
              aria-describedby={tooShort ? hintId : undefined}
              aria-invalid={tooShort}
              onChange={(e) => {
                setKeyword(e.target.value)
                searchDraft.set(e.target.value)
                setTooShort(false)
              }}
            />
            <button type="submit" className="btn btn--primary">
              <Icon icon={search} size={20} />
              <span>Search</span>
            </button>
          </form>
        </search>
        {tooShort && (
          <p id={hintId} className="search-banner__hint" role="alert">
            {SEARCH_TOO_SHORT}
          </p>
        )}
      </div>
    </section>
  )
}
