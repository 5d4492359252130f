import { queryOptions } from '@tanstack/react-query'
import { type ApiClient, answerOf } from '../../api/api-client.ts'

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
    queryFn: async ({ signal }) => {
      const param = { id: String(vendorId) }
      const call = api.rpc.vendors[':id'].tactics.new.$get({ param }, { init: { signal } })
      return (await answerOf(call)).data
    },
  })
}

/** GET /vendors/{id}/tactics/{tid}/edit: the same, with the tactic's values and illustrations. */
export function editTacticQuery(api: ApiClient, vendorId: number, tacticId: number) {
  return queryOptions({
    queryKey: tacticFormKeys.edit(vendorId, tacticId),
    queryFn: async ({ signal }) => {
      const param = { id: String(vendorId), tacticId: String(tacticId) }
      const edit = api.rpc.vendors[':id'].tactics[':tacticId'].edit
      return (await answerOf(edit.$get({ param }, { init: { signal } }))).data
    },
  })
}
