import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferRequestType } from 'hono/client'
import type { AdminLookup, LookupKind } from '#domain/admin-lookups.ts'
import {
  type Api,
  type ApiClient,
  answerOf,
  fieldErrorsOf,
  firstErrorMessage,
} from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { showToast } from '../../ui/toast-store.ts'
import { adminKeys } from './admin-queries.ts'
import { LOOKUP_TEXT } from './lookup-text.ts'

/** A new lookup as POST /admin/lookups/{kind} takes it. */
export type NewLookup = InferRequestType<Api['admin']['lookups'][':kind']['$post']>['json']

/** What a change of a lookup sends (docs/api-admin.md, "Lookups"). */
export type LookupChange =
  | { action: 'create'; body: NewLookup }
  | { action: 'rename'; lookup: AdminLookup; name: string }
  | { action: 'move'; lookup: AdminLookup; direction: 'up' | 'down' }
  | { action: 'delete'; lookup: AdminLookup }
  | { action: 'merge'; lookup: AdminLookup; into: AdminLookup }

type Answer = { lookup?: AdminLookup; lookups?: AdminLookup[] } | null

/** The call of a change: POST a new one, PATCH a name, DELETE, or POST move and merge. */
function send(api: ApiClient, kind: LookupKind, change: LookupChange): Promise<Answer> {
  const lookups = api.rpc.admin.lookups[':kind']
  if (change.action === 'create')
    return answerOf(lookups.$post({ param: { kind }, json: change.body }))
  const param = { kind, id: String(change.lookup.id) }
  switch (change.action) {
    case 'rename':
      return answerOf(lookups[':id'].$patch({ param, json: { name: change.name } }))
    case 'move':
      return answerOf(lookups[':id'].move.$post({ param, json: { direction: change.direction } }))
    case 'delete':
      return answerOf(lookups[':id'].$delete({ param }))
    case 'merge':
      return answerOf(lookups[':id'].merge.$post({ param, json: { into_id: change.into.id } }))
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
    mutationFn: (change: LookupChange) => send(api, kind, change),
    networkMode: 'always',
    onSuccess: (answer, change) => showToast(doneText(change, answer)),
    onError: (error) => {
      if (Object.keys(fieldErrorsOf(error)).length > 0) return
      showToast(firstErrorMessage(error) ?? LOOKUP_TEXT.failed, 'danger')
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
