import { type KeyboardEvent, useRef } from 'react'
import { SEARCH_TABS, type SearchTab } from '../../../domain/search.ts'

export const TAB_LABELS: Record<SearchTab, string> = { tactics: 'Tactics', vendors: 'Vendors' }
export const tabId = (tab: SearchTab) => `search-tab-${tab}`
export const TAB_PANEL_ID = 'search-tab-panel'

type Props = { tab: SearchTab; onTab: (tab: SearchTab) => void }

/** The Tactics and Vendors tabs, with the arrow keys of the ARIA tabs pattern. */
export function SearchTabs({ tab, onTab }: Props) {
  const refs = useRef<Partial<Record<SearchTab, HTMLButtonElement | null>>>({})
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    const next = SEARCH_TABS[(SEARCH_TABS.indexOf(tab) + 1) % SEARCH_TABS.length]
    onTab(next)
    refs.current[next]?.focus()
  }
  return (
    <div role="tablist" aria-label="Search for" className="search-tabs" onKeyDown={onKeyDown}>
      {SEARCH_TABS.map((name) => (
        <button
          key={name}
          ref={(el) => {
            refs.current[name] = el
          }}
          id={tabId(name)}
          type="button"
          role="tab"
          aria-selected={name === tab}
          aria-controls={TAB_PANEL_ID}
          tabIndex={name === tab ? 0 : -1}
          className="search-tabs__tab"
          onClick={() => name !== tab && onTab(name)}
        >
          {TAB_LABELS[name]}
        </button>
      ))}
    </div>
  )
}
