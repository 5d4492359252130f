import './install.css'
import { useReadyOffline } from '../../offline/offline-ready.ts'
import { OFFLINE_TEXT } from '../../offline/offline-texts.ts'
import { acceptInstallOffer, useInstallOffer, useNeedsIosInstructions } from './install-offer.ts'
import { INSTALL_TEXT } from './install-texts.ts'

/**
 * An install button where the browser offers one, saying the app works offline once it does; on
 * iOS, how to add the app to the home screen.
 */
export function InstallApp() {
  const offer = useInstallOffer()
  const readyOffline = useReadyOffline()
  const ios = useNeedsIosInstructions()
  if (offer) {
    return (
      <span className="install-app">
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => void acceptInstallOffer()}
        >
          {INSTALL_TEXT.button}
        </button>
        {readyOffline && <span className="install-app__offline">{OFFLINE_TEXT.readyShort}</span>}
      </span>
    )
  }
  if (!ios) return null
  return (
    <details className="install-app install-app--ios">
      <summary>{INSTALL_TEXT.iosSummary}</summary>
      <ol>
        {INSTALL_TEXT.iosSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </details>
  )
}
