import { ApiError, firstErrorMessage } from '../../api/api-client.ts'
import { OFFLINE_TEXT } from '../../offline/offline-texts.ts'
import { showToast } from '../../ui/toast-store.ts'
import { SHORTLIST_TEXT } from './shortlist-texts.ts'
import type { WriteResult } from './use-shortlist-writes.ts'

/**
 * Runs a shortlist write and tells how it went in one toast: done, kept on the device until the
 * network is back, or refused with the server's message. Answers whether it went through or was
 * kept; a 422 is handed back for a form to show under its field.
 */
export async function toldWrite(
  run: () => Promise<WriteResult>,
  done: string,
  { rethrow422 = false }: { rethrow422?: boolean } = {},
): Promise<boolean> {
  try {
    const result = await run()
    showToast(result === 'kept' ? OFFLINE_TEXT.savedForLater : done)
    return true
  } catch (error) {
    if (rethrow422 && error instanceof ApiError && error.status === 422) throw error
    showToast(firstErrorMessage(error) ?? SHORTLIST_TEXT.failed, 'danger')
    return false
  }
}
