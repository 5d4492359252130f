import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminLookup, LookupKind } from '../../../domain/admin-lookups.ts'
import { fieldErrorsOf, firstErrorMessage } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { showToast } from '../../ui/toast-store.ts'
import { adminKeys } from './admin-queries.ts'
import { LOOKUP_TEXT } from './lookup-text.ts'

/** What a change of a lookup sends (docs/api-admin.md, "Lookups"). */
export type LookupChange =
  | { action: 'create'; body: Record<string, unknown> }
  | { action: 'rename'; lookup: AdminLookup; name: string }
  | { action: 'move'; lookup: AdminLookup; direction: 'up' | 'down' }
  | { action: 'delete'; lookup: AdminLookup }
  | { action: 'merge'; lookup: AdminLookup; into: AdminLookup }

type Answer = { lookup?: AdminLookup; lookups?: AdminLookup[] } | null

function requestOf(kind: LookupKind, change: LookupChange) {
  const base = `/admin/lookups/${kind}`
  switch (change.action) {
    case 'create':
      return { path: base, method: 'POST' as const, body: change.body }
    case 'rename':
      return {
        path: `${base}/${change.lookup.id}`,
        method: 'PATCH' as const,
        body: { name: change.name },
      }
    case 'move':
      return {
        path: `${base}/${change.lookup.id}/move`,
        method: 'POST' as const,
        body: { direction: change.direction },
      }
    case 'delete':
      return { path: `${base}/${change.lookup.id}`, method: 'DELETE' as const, body: undefined }
    case 'merge':
      return {
        path: `${base}/${change.lookup.id}/merge`,
        method: 'POST' as const,
        body: { into_id: change.into.id },
      }
  }
}

function doneText(change: LookupChange, answer: Answer) {
  switch (change.action) {
    case 'create':
      return LOOKUP_TEXT.added(answer?.lookup?.name ?? '')
    case 'rename':
      return LOOKUP_TEXT.renamed(answer?.lookup?.name ?? change.name)
    case 'move': {
      const lookups = answer?.lookups ?? []
      const siblings = lookups.filter(
        (row) =>
          row.parent_id === change.lookup.parent_id && row.section_id === change.lookup.section_id,
      )
      const place = siblings.findIndex((row) => row.id === change.lookup.id) + 1
      return LOOKUP_TEXT.moved(change.lookup.name, place, siblings.length)
    }
    case 'delete':
      return LOOKUP_TEXT.deleted(change.lookup.name)
    case 'merge':
      return LOOKUP_TEXT.merged(change.lookup.name, change.into.name)
  }
}

/**
 * Sends a change of a lookup, tells it in a toast and reads the lists again. A refusal with field
 * messages stays with the caller (the form shows them by their fields); others are toasted.
 */
export function useLookupChange(kind: LookupKind) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: LookupChange) => {
      const { path, method, body } = requestOf(kind, change)
      return api.request<Answer>(path, { method, body })
    },
    networkMode: 'always',
    onSuccess: (answer, change) => showToast(doneText(change, answer)),
    onError: (error) => {
      if (Object.keys(fieldErrorsOf(error)).length > 0) return
      showToast(firstErrorMessage(error) ?? LOOKUP_TEXT.failed, 'danger')
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
