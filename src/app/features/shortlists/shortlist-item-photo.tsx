import { IonButton, IonIcon } from '@ionic/react'
import { useQuery } from '@tanstack/react-query'
import { cameraOutline } from 'ionicons/icons'
import { type ChangeEvent, useRef, useState } from 'react'
import type { ShortlistPhoto } from '#domain/shortlist-photos.ts'
import { useApi } from '../../api/use-api.ts'
import { PendingButton } from '../../ui/pending-button.tsx'
import { useObjectUrl } from '../../ui/use-object-url.ts'
import { type ResizedPhoto, resizePhoto, UnreadablePhoto } from './photo-resize.ts'
import { fitWithin, type PixelSize } from './photo-size.ts'
import type { ShownItem } from './shortlist-overlay.ts'
import { shortlistPhotoQuery } from './shortlist-queries.ts'
import { SHORTLIST_TEXT } from './shortlist-texts.ts'

/** The longer side of a thumbnail on the card, in CSS px. */
const THUMBNAIL_SIDE = 200

type Props = {
  item: ShownItem
  shortlistId: number
  /** The item's name, for the controls' names and the picture's alt text. */
  name: string
  /** Sends or keeps the photo; a refusal's message goes to `refused`. Answers whether it went. */
  onPhoto: (photo: ResizedPhoto, refused: (message: string) => void) => Promise<boolean>
  onRemovePhoto: () => void
}

/**
 * An item's booth photo (docs/spec/workspace.md §6): its thumbnail, "Add photo" (the camera on a
 * phone) or "Replace photo", and "Remove photo". The picture is resized on the device before it is
 * kept or sent; one waiting to be sent shows from the device at once. A photo the server refused
 * stays here with the server's message, to send again or discard (then another can be chosen).
 */
export function ShortlistItemPhoto({ item, shortlistId, name, onPhoto, onRemovePhoto }: Props) {
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [unreadable, setUnreadable] = useState(false)
  const [refused, setRefused] = useState<{ photo: ResizedPhoto; message: string } | null>(null)
  const hasPhoto = item.devicePhoto !== null || item.photo !== null
  const label = hasPhoto ? SHORTLIST_TEXT.replacePhoto : SHORTLIST_TEXT.addPhoto

  async function send(photo: ResizedPhoto) {
    setRefused(null)
    setBusy(true)
    try {
      await onPhoto(photo, (message) => setRefused({ photo, message }))
    } finally {
      setBusy(false)
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // Cleared, so that the same picture can be chosen again.
    event.target.value = ''
    if (!file) return
    setUnreadable(false)
    setBusy(true)
    let photo: ResizedPhoto
    try {
      photo = await resizePhoto(file)
    } catch (error) {
      if (!(error instanceof UnreadablePhoto)) throw error
      setUnreadable(true)
      return
    } finally {
      setBusy(false)
    }
    await send(photo)
  }

  return (
    <div className="shortlist-photo">
      {refused ? (
        <DevicePicture photo={refused.photo} name={name} />
      ) : item.devicePhoto ? (
        <DevicePicture photo={item.devicePhoto} name={name} />
      ) : item.photo ? (
        <StoredPicture photo={item.photo} shortlistId={shortlistId} name={name} />
      ) : null}
      {refused && (
        <div className="shortlist-photo__refused">
          <p className="form-field__error" role="alert">
            {SHORTLIST_TEXT.photoNotSent(refused.message)}
          </p>
          <div className="wrap-row">
            <IonButton onClick={() => void send(refused.photo)}>
              {SHORTLIST_TEXT.tryAgain}
            </IonButton>
            <IonButton fill="outline" onClick={() => setRefused(null)}>
              {SHORTLIST_TEXT.discard}
            </IonButton>
          </div>
        </div>
      )}
      {unreadable && (
        <p className="form-field__error" role="alert">
          {SHORTLIST_TEXT.photoUnreadable}
        </p>
      )}
      {!refused && (
        <div className="wrap-row shortlist-photo__actions">
          <PendingButton
            pending={busy}
            fill="outline"
            aria-label={`${label}: ${name}`}
            onClick={() => input.current?.click()}
          >
            <IonIcon icon={cameraOutline} slot="start" aria-hidden="true" />
            {label}
          </PendingButton>
          {hasPhoto && (
            <IonButton
              fill="outline"
              color="danger"
              aria-label={`${SHORTLIST_TEXT.removePhoto}: ${name}`}
              onClick={onRemovePhoto}
            >
              {SHORTLIST_TEXT.removePhoto}
            </IonButton>
          )}
        </div>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={(event) => void choose(event)}
      />
    </div>
  )
}

/** A photo of this device's, from its bytes. */
function DevicePicture({
  photo,
  name,
}: {
  photo: ResizedPhoto | ShownItem['devicePhoto']
  name: string
}) {
  const url = useObjectUrl(photo?.blob)
  return photo ? <Thumbnail url={url} size={photo} name={name} /> : null
}

/** A photo the server keeps, read with the session. */
function StoredPicture(props: { photo: ShortlistPhoto; shortlistId: number; name: string }) {
  const file = useQuery(shortlistPhotoQuery(useApi(), props.shortlistId, props.photo))
  const url = useObjectUrl(file.data)
  return <Thumbnail url={url} size={props.photo} name={props.name} />
}

/**
 * The picture at thumbnail size, its shape kept, opening full size; a box of the same size holds
 * its place until its bytes are here.
 */
function Thumbnail({ url, size, name }: { url: string | null; size: PixelSize; name: string }) {
  const shown = fitWithin(size, THUMBNAIL_SIDE)
  if (!url) {
    return (
      <span
        className="skeleton shortlist-photo__placeholder"
        style={{ width: shown.width, aspectRatio: `${shown.width} / ${shown.height}` }}
        aria-hidden="true"
      />
    )
  }
  return (
    <a className="shortlist-photo__link" href={url} target="_blank" rel="noopener">
      <img
        className="shortlist-photo__image"
        src={url}
        alt={SHORTLIST_TEXT.photoAlt(name)}
        width={shown.width}
        height={shown.height}
      />
    </a>
  )
}
