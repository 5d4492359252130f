import { useState } from 'react'
import { queryOf, textOf } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { saveCsvFile } from '../../ui/csv-file.ts'
import { showToast } from '../../ui/toast-store.ts'
import { type ActivitySearchParams, activityFilterOf } from './activity-search-params.ts'
import { ACTIVITY_TEXT } from './activity-text.ts'

/**
 * Download CSV: the export is asked for with the session's headers (a plain link would carry
 * none), then handed to the browser as a file.
 */
export function useActivityCsvDownload(search: ActivitySearchParams) {
  const api = useApi()
  const [downloading, setDownloading] = useState(false)
  async function download() {
    setDownloading(true)
    try {
      const query = queryOf(activityFilterOf(search))
      const csv = await textOf(api.rpc.admin['activity.csv'].$get({ query }))
      saveCsvFile(csv, ACTIVITY_TEXT.csvName(new Date().toISOString().slice(0, 10)))
    } catch {
      showToast(ACTIVITY_TEXT.downloadFailed, 'danger')
    } finally {
      setDownloading(false)
    }
  }
  return { download: () => void download(), downloading }
}
