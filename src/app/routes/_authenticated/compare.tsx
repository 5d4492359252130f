import { createFileRoute } from '@tanstack/react-router'
import { ComparePage } from '#app/features/compare/compare-page.tsx'
import { compareQuery } from '#app/features/compare/compare-query.ts'
import { CompareSearchSchema, comparedIds } from '#app/features/compare/compare-search.ts'

/** 2 to 4 tactics side by side (docs/spec/workspace.md §2): `/compare?tactics=1,2,3`. */
export const Route = createFileRoute('/_authenticated/compare')({
  validateSearch: CompareSearchSchema,
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the page shows its placeholder, or the comparison kept on the device.
  loader: ({ context: { queryClient, api }, deps }) => {
    const ids = comparedIds(deps)
    if (ids) void queryClient.prefetchQuery(compareQuery(api, ids))
  },
  component: CompareRoute,
})

function CompareRoute() {
  return <ComparePage search={Route.useSearch()} />
}
