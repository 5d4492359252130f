import './offline.css'
import { useTellingReadyOffline } from './offline-ready.ts'
import { OFFLINE_TEXT } from './offline-texts.ts'
import { useOnline } from './use-online.ts'

/**
 * A quiet strip under the header, in the page's flow so it covers no control: while the browser is
 * offline, and once, that the app is ready to work offline. Screen readers hear it once.
 */
export function OfflineBanner() {
  const online = useOnline()
  const tellingReady = useTellingReadyOffline()
  const text = !online ? OFFLINE_TEXT.banner : tellingReady ? OFFLINE_TEXT.ready : null
  return (
    <div className="offline-banner" role="status">
      {text && <p className="offline-banner__text">{text}</p>}
    </div>
  )
}
