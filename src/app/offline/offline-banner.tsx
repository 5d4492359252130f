import './offline.css'
import { OFFLINE_TEXT } from './offline-texts.ts'
import { useOnline } from './use-online.ts'

/** A quiet strip under the header while the browser is offline; screen readers hear it once. */
export function OfflineBanner() {
  const online = useOnline()
  return (
    <div className="offline-banner" role="status">
      {online ? null : <p className="offline-banner__text container">{OFFLINE_TEXT.banner}</p>}
    </div>
  )
}
