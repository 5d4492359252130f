import { useMutation } from '@tanstack/react-query'
import type { DisableTwoFactorInput, EnableTwoFactorInput } from '#domain/two-factor.ts'
import { answerOf } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { useAccountMutation } from './use-account-mutation.ts'

/** A new key to scan; asked for each time the set-up opens. */
export function useTwoFactorSetup() {
  const api = useApi()
  return useMutation({
    mutationFn: async () => (await answerOf(api.rpc.two_factor.setup.$post())).data,
    networkMode: 'always',
  })
}

/** Turns it on; the answer's recovery codes are shown once. */
export const useEnableTwoFactor = () =>
  useAccountMutation((api, body: EnableTwoFactorInput) =>
    answerOf(api.rpc.two_factor.$post({ json: body })),
  )

export const useDisableTwoFactor = () =>
  useAccountMutation((api, body: DisableTwoFactorInput) =>
    answerOf(api.rpc.two_factor.$delete({ json: body })),
  )
