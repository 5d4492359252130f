import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiClient, answerOf } from '../../api/api-client.ts'
import { memberKeys } from '../../api/member-keys.ts'
import { useApi } from '../../api/use-api.ts'
import { useSession } from '../../session/use-session.ts'

/** GET /vendors/{vendorId}/members (docs/spec/marketplace.md §7). Never persisted: it is for admins only. */
export function membersQuery(api: ApiClient, vendorId: number, viewer: number | null) {
  return queryOptions({
    queryKey: memberKeys.list(vendorId, viewer),
    queryFn: ({ signal }) =>
      answerOf(
        api.rpc.vendors[':id'].members.$get(
          { param: { id: String(vendorId) } },
          { init: { signal } },
        ),
      ),
  })
}

export function useMembers(vendorId: number) {
  const viewer = useSession()?.user.id ?? null
  return useQuery(membersQuery(useApi(), vendorId, viewer))
}
