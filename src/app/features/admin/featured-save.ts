import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminFeatured } from '#domain/admin-featured.ts'
import { type ApiClient, answerOf, firstErrorMessage } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { showToast } from '../../ui/toast-store.ts'
import { adminKeys, type FeaturedKind } from './admin-queries.ts'
import { ADMIN_TEXT } from './admin-text.ts'

/** A list to save: its kind, its ids in order, and what to do once the server has it. */
export type FeaturedChange = { kind: FeaturedKind; ids: number[]; onSaved: () => void }

/** PUT /admin/featured/tactics or /admin/featured/vendors: the list in its new order. */
function saveList(
  api: ApiClient,
  kind: FeaturedKind,
  ids: number[],
): Promise<Partial<AdminFeatured>> {
  const featured = api.rpc.admin.featured
  return kind === 'tactic'
    ? answerOf(featured.tactics.$put({ json: { tactic_ids: ids } }))
    : answerOf(featured.vendors.$put({ json: { vendor_ids: ids } }))
}

/**
 * Saves the changed featured lists one after the other (docs/api-admin.md, "Featured"). Each saved
 * list becomes the page's saved one at once, so when the second fails only it stays unsaved.
 */
export function useSaveFeatured() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (changes: FeaturedChange[]) => {
      for (const { kind, ids, onSaved } of changes) {
        const answer = await saveList(api, kind, ids)
        queryClient.setQueryData<AdminFeatured>(
          adminKeys.featured(),
          (old) => old && { ...old, ...answer },
        )
        onSaved()
      }
    },
    networkMode: 'always',
    onSuccess: () => showToast(ADMIN_TEXT.featuredSaved),
    onError: (error) =>
      showToast(firstErrorMessage(error) ?? ADMIN_TEXT.featuredSaveFailed, 'danger'),
  })
}
