import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '../../api/api-client.ts'
import type { EditTacticData, NewTacticData } from './tactic-form-data.ts'

export const tacticFormKeys = {
  all: ['tactic-form'] as const,
  create: (vendorId: number) => [...tacticFormKeys.all, 'new', vendorId] as const,
  edit: (vendorId: number, tacticId: number) =>
    [...tacticFormKeys.all, 'edit', vendorId, tacticId] as const,
}

/** GET /vendors/{id}/tactics/new: tactic types, filter groups and whether featured shows. */
export function newTacticQuery(api: ApiClient, vendorId: number) {
  return queryOptions({
    queryKey: tacticFormKeys.create(vendorId),
    queryFn: ({ signal }) =>
      api
        .request<{ data: NewTacticData }>(`/vendors/${vendorId}/tactics/new`, { signal })
        .then((answer) => answer.data),
  })
}

/** GET /vendors/{id}/tactics/{tid}/edit: the same, with the tactic's values and illustrations. */
export function editTacticQuery(api: ApiClient, vendorId: number, tacticId: number) {
  return queryOptions({
    queryKey: tacticFormKeys.edit(vendorId, tacticId),
    queryFn: ({ signal }) =>
      api
        .request<{ data: EditTacticData }>(`/vendors/${vendorId}/tactics/${tacticId}/edit`, {
          signal,
        })
        .then((answer) => answer.data),
  })
}
