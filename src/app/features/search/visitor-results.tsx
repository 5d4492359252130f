import './search.css'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { type SearchParams, tabOf } from '../../navigation/search-params.ts'
import { showToast } from '../../ui/toast-store.ts'
import { listsFailed, useSearchFilters } from './search-filters-query.ts'
import { FILTERS_FAILED } from './search-messages.ts'
import { switchTab, withKeyword } from './search-navigation.ts'
import { SearchResults } from './search-results.tsx'
import { SearchTabs, TAB_PANEL_ID, tabId } from './search-tabs.tsx'

/** A visitor's search on the home page: its first 2 results and the register prompt (§6). */
export default function VisitorResults({ search }: { search: SearchParams }) {
  const navigate = useNavigate({ from: '/' })
  const tab = tabOf(search)
  const filters = useSearchFilters()
  // A failed read of lists it already holds (a weak connection) changes nothing it shows.
  const filtersFailed = listsFailed(filters)
  useEffect(() => {
    if (filtersFailed) showToast(FILTERS_FAILED, 'danger')
  }, [filtersFailed])
  return (
    <section
      className="container search-screen visitor-results"
      aria-labelledby="visitor-results-title"
    >
      <h2 id="visitor-results-title" className="section-title">
        {search.keyword ? `Results for “${search.keyword}”` : 'Search results'}
      </h2>
      <SearchTabs
        tab={tab}
        // The keyword goes with the visitor to the other tab; filters belong to one tab.
        onTab={(next) => void navigate({ search: withKeyword(switchTab(next), search.keyword) })}
      />
      <div id={TAB_PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)}>
        <SearchResults
          search={search}
          visitor
          vendorTypes={filters.data?.vendor_types}
          onPage={() => {}}
        />
      </div>
    </section>
  )
}
