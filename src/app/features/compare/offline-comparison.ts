import type { QueryClient } from '@tanstack/react-query'
import {
  type ComparableTacticPage,
  type ComparedTactic,
  comparedTacticOfPage,
} from '#domain/compare.ts'
import { tacticKeys } from '../../api/tactic-keys.ts'

/** A column of the comparison: its tactic, or null while the device holds nothing to show. */
export type CompareColumn = { tacticId: number; tactic: ComparedTactic | null }

/** A tactic page as the cache keeps it (DetailView of the vendors feature). */
type KeptPage = { showData: true; data: ComparableTacticPage } | { showData: false }

/**
 * The comparison made on the device when GET /compare cannot be reached (docs/spec/workspace.md
 * §2: "Works offline for tactics whose pages were viewed or saved"): each column from the newest
 * page of that tactic this user viewed, by the rule the server answers with (comparedTacticOfPage);
 * a tactic whose page the device does not hold gets a column without a tactic.
 */
export function offlineComparison(
  queryClient: QueryClient,
  ids: readonly number[],
  viewer: number | null,
): CompareColumn[] {
  const kept = queryClient
    .getQueryCache()
    .findAll({ queryKey: tacticKeys.details() })
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
  return ids.map((tacticId) => {
    const page = kept
      .filter((query) => {
        const [, , , id, params] = query.queryKey as ReturnType<typeof tacticKeys.detail>
        return id === tacticId && params.viewer === viewer
      })
      .map((query) => query.state.data as KeptPage | undefined)
      .find((data) => data?.showData === true)
    return { tacticId, tactic: page?.showData ? comparedTacticOfPage(page.data) : null }
  })
}
