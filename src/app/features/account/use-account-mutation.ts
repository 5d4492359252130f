import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { ApiClient } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { type AccountResponse, accountKeys } from './account-query.ts'

/**
 * A change whose answer is the updated account: the cached profile and the stored session user
 * (which the header reads for the name and picture) both take it.
 */
export function useAccountMutation<TVariables, TAnswer extends AccountResponse = AccountResponse>(
  request: (api: ApiClient, variables: TVariables) => Promise<TAnswer>,
) {
  const api = useApi()
  const queryClient = useQueryClient()
  const { session } = useRouter().options.context
  return useMutation({
    mutationFn: (variables: TVariables) => request(api, variables),
    // Profile changes are not queued offline: without a connection they fail at once and say so.
    networkMode: 'always',
    onSuccess: ({ data }) => {
      queryClient.setQueryData(accountKeys.current(data.id), data)
      void session.updateUser(data)
    },
  })
}
