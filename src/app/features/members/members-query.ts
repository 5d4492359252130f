import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MembersList } from '../../../domain/member-schemas.ts'
import type { ApiClient } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { useSession } from '../../session/use-session.ts'
import { memberKeys } from './member-keys.ts'

/** GET /vendors/{vendorId}/members (docs/spec/marketplace.md §7). Never persisted: it is for admins only. */
export function membersQuery(api: ApiClient, vendorId: number, viewer: number | null) {
  return queryOptions({
    queryKey: memberKeys.list(vendorId, viewer),
    queryFn: ({ signal }) => api.request<MembersList>(`/vendors/${vendorId}/members`, { signal }),
  })
}

export function useMembers(vendorId: number) {
  const viewer = useSession()?.user.id ?? null
  return useQuery(membersQuery(useApi(), vendorId, viewer))
}
