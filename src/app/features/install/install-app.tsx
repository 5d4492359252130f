import './install.css'
import { acceptInstallOffer, needsIosInstructions, useInstallOffer } from './install-offer.ts'
import { INSTALL_TEXT } from './install-texts.ts'

/** An install button where the browser offers one; on iOS, how to add the app to the home screen. */
export function InstallApp() {
  const offer = useInstallOffer()
  if (offer) {
    return (
      <button
        type="button"
        className="button button--outline install-app"
        onClick={() => void acceptInstallOffer()}
      >
        {INSTALL_TEXT.button}
      </button>
    )
  }
  if (!needsIosInstructions()) return null
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
