import { useEffect } from 'react'
import { type ApiClient, answerOf } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { isOffline } from '../../offline/connectivity.ts'

/** A catalogue page a person opened: a vendor's profile, or one of its tactics. */
export type ViewedPage = { vendorId: number; tacticId?: number }

/** POST /vendors/{id}/views, or /vendors/{id}/tactics/{tacticId}/views. */
function recordPageView(api: ApiClient, { vendorId, tacticId }: ViewedPage) {
  const id = String(vendorId)
  const vendor = api.rpc.vendors[':id']
  return answerOf(
    tacticId === undefined
      ? vendor.views.$post({ param: { id } })
      : vendor.tactics[':tacticId'].views.$post({ param: { id, tacticId: String(tacticId) } }),
  )
}

/**
 * Counts a page once it is shown, for the vendor's insights and the admin statistics. Its answer
 * is no sign of a visit: a link under the pointer, or a finger that starts a scroll on it, reads
 * it ahead of a tap. A page opened offline is not counted, and a view that fails is only logged.
 */
export function useRecordPageView({ vendorId, tacticId }: ViewedPage) {
  const api = useApi()
  useEffect(() => {
    if (isOffline()) return
    recordPageView(api, { vendorId, tacticId }).catch((error) =>
      console.warn('Page view not recorded', error),
    )
  }, [api, vendorId, tacticId])
}
