import './booth-card.css'
import { IonButton, IonIcon } from '@ionic/react'
import { useQueryClient } from '@tanstack/react-query'
import { printOutline } from 'ionicons/icons'
import { useEffect, useState } from 'react'
import { createPortal, flushSync } from 'react-dom'
import { eventDays } from '#domain/events.ts'
import { useApi } from '../../api/use-api.ts'
import { vendorPageUrl } from '../../navigation/catalogue-page-url.ts'
import { useSingleSubmit } from '../../ui/forms/use-single-submit.ts'
import { VendorLogo } from '../../ui/vendor-logo.tsx'
import { BoothQr } from './booth-qr.tsx'
import { BOOTH_TEXT } from './booth-texts.ts'
import { type OwnBooth, ownBooths } from './own-booths.ts'

/** Set on <body> while the card prints: the print stylesheet then shows the card alone. */
const PRINTING = 'booth-card-printing'

export type BoothCardVendor = { id: number; name: string; logo: string | null }

type Props = {
  vendor: BoothCardVendor
  /** On the vendor's own page (its members): with "Print booth card". */
  own: boolean
}

/**
 * Every vendor profile's booth card (docs/spec/workspace.md §6): a QR code drawn on the device
 * that opens the vendor's page in this app. Its members print it for their booth.
 */
export function BoothCard({ vendor, own }: Props) {
  const url = vendorPageUrl(window.location.origin, vendor.id)
  return (
    <section className="card booth-card" aria-labelledby="booth-card-title">
      <div className="booth-card__text">
        <h2 id="booth-card-title">{BOOTH_TEXT.cardTitle}</h2>
        <p>{own ? BOOTH_TEXT.ownCardHint : BOOTH_TEXT.cardHint(vendor.name)}</p>
        {own && <PrintBoothCard vendor={vendor} url={url} />}
      </div>
      <BoothQr className="booth-card__code" text={url} label={BOOTH_TEXT.codeLabel(vendor.name)} />
    </section>
  )
}

/** The button, and the card as printed: logo, name, a large code and the shows' booths. */
function PrintBoothCard({ vendor, url }: { vendor: BoothCardVendor; url: string }) {
  const api = useApi()
  const queryClient = useQueryClient()
  const [booths, setBooths] = useState<OwnBooth[]>([])
  const [preparing, setPreparing] = useState(false)

  useEffect(() => {
    const done = () => document.body.classList.remove(PRINTING)
    window.addEventListener('afterprint', done)
    return () => {
      window.removeEventListener('afterprint', done)
      done()
    }
  }, [])

  const print = useSingleSubmit(async () => {
    setPreparing(true)
    const found = await ownBooths(queryClient, api, vendor.id)
    // The printed card must hold the booths before the print dialog takes its picture.
    flushSync(() => {
      setBooths(found)
      setPreparing(false)
    })
    document.body.classList.add(PRINTING)
    window.print()
  })

  return (
    <>
      <IonButton fill="outline" disabled={preparing} onClick={() => void print()}>
        <IonIcon slot="start" icon={printOutline} aria-hidden="true" />
        {BOOTH_TEXT.print}
      </IonButton>
      {createPortal(
        <div className="booth-print" aria-hidden="true">
          <VendorLogo logo={vendor.logo} name={vendor.name} decorative />
          <p className="booth-print__name">{vendor.name}</p>
          {booths.length > 0 && (
            <ul className="booth-print__booths">
              {booths.map(({ event, booth }) => (
                <li key={event.id}>
                  <strong>{BOOTH_TEXT.printBooth(booth)}</strong>
                  <span>
                    {event.name} · {eventDays(event.starts_on, event.ends_on)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <BoothQr
            className="booth-print__code"
            text={url}
            label={BOOTH_TEXT.codeLabel(vendor.name)}
          />
          <p className="booth-print__scan">{BOOTH_TEXT.printScan}</p>
          <p className="booth-print__url">{url}</p>
        </div>,
        document.body,
      )}
    </>
  )
}
