import { queryOptions } from '@tanstack/react-query'
import type { NudgeData } from '#domain/buyer-actions.ts'
import type { TextSender } from '#domain/prefilled-texts.ts'
import { nudgeTexts } from '#domain/prefilled-texts.ts'
import { type ApiClient, answerOf, NetworkError } from '../../api/api-client.ts'
import { isOffline } from '../../offline/connectivity.ts'

export const buyerActionKeys = {
  all: ['buyer-actions'] as const,
  nudge: (vendorId: number) => [...buyerActionKeys.all, 'nudge', vendorId] as const,
}

/** What the server would answer, composed from the page and the cached account. */
export type OfflineNudge = { vendorName: string; sender: TextSender }

/**
 * GET /nudges/{vendorId}: the prefilled invitation; fetched fresh each time the modal opens. With no
 * network it is composed here with the server's texts, and the invitation is kept in the outbox.
 */
export const nudgeQuery = (api: ApiClient, vendorId: number, offline?: OfflineNudge) =>
  queryOptions({
    queryKey: buyerActionKeys.nudge(vendorId),
    queryFn: async (): Promise<NudgeData> => {
      try {
        if (offline && isOffline()) throw new NetworkError('offline')
        const answer = api.rpc.nudges[':vendorId'].$get({ param: { vendorId: String(vendorId) } })
        return (await answerOf(answer)).data
      } catch (error) {
        if (!(error instanceof NetworkError && offline)) throw error
        const texts = nudgeTexts(offline.sender, offline.vendorName)
        return {
          vendor_name: offline.vendorName,
          email_subject: texts.subject,
          email_text: texts.text,
        }
      }
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
