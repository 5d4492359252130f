import { ApiError, firstErrorMessage } from '../../api/api-client.ts'
import { OFFLINE_TEXT } from '../../offline/offline-texts.ts'
import { showToast } from '../../ui/toast-store.ts'
import { SHORTLIST_TEXT } from './shortlist-texts.ts'
import type { WriteResult } from './use-shortlist-writes.ts'

type Options = {
  /** A 422 is handed back for a form to show under its field. */
  rethrow422?: boolean
  /** Takes the server's message of a refusal, for a control to show beside what it keeps. */
  refused?: (message: string) => void
}

/**
 * Runs a shortlist write and tells how it went in one toast: done, kept on the device until the
 * network is back, or refused with the server's message. Answers whether it went through or was
 * kept.
 */
export async function toldWrite(
  run: () => Promise<WriteResult>,
  done: string,
  { rethrow422 = false, refused }: Options = {},
): Promise<boolean> {
  try {
    const result = await run()
    showToast(result === 'kept' ? OFFLINE_TEXT.savedForLater : done)
    return true
  } catch (error) {
    if (rethrow422 && error instanceof ApiError && error.status === 422) throw error
    const message = firstErrorMessage(error) ?? SHORTLIST_TEXT.failed
    if (refused) refused(message)
    else showToast(message, 'danger')
    return false
  }
}
