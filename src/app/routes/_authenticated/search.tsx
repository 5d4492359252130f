import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SEARCH_MAX_LENGTH } from '../../../domain/search.ts'

const SearchParams = v.object({
  keyword: v.optional(v.pipe(v.string(), v.maxLength(SEARCH_MAX_LENGTH))),
})

export const Route = createFileRoute('/_authenticated/search')({
  validateSearch: SearchParams,
  component: SearchScreen,
})

function SearchScreen() {
  const { keyword } = Route.useSearch()
  return (
    <section className="container">
      <h1>Search</h1>
      {keyword && <p>Results for “{keyword}”</p>}
    </section>
  )
}
