import { queryOptions, useQuery } from '@tanstack/react-query'
import { type ApiClient, answerOf } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'

/**
 * Where a member asks the marketplace team for help: a support ticket by email to the address the
 * deployment configures (SUPPORT_EMAIL, docs/spec/marketplace.md §2).
 */
export function supportEmailQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['support-email'] as const,
    queryFn: async () => (await answerOf(api.rpc.support.$get())).email,
    staleTime: 60 * 60 * 1000,
    meta: { persist: true },
  })
}

/** A mailto: link to support with a subject and a body, once the address is known. */
export function useSupportMailto(subject: string, body: string): string | undefined {
  const { data: email } = useQuery(supportEmailQuery(useApi()))
  return (
    email &&
    `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
  )
}
