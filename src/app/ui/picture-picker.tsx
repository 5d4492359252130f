import './picture-picker.css'
import { IonButton } from '@ionic/react'
import { type ChangeEvent, useId, useRef, useState } from 'react'
import { IMAGE_SIGNATURE_LENGTH, imageTypeOf } from '#domain/image-signature.ts'
import { ImageCropperModal } from './image-cropper-modal.tsx'
import { PendingButton } from './pending-button.tsx'
import { SizedImage } from './sized-image.tsx'

type Props = {
  /** The picture shown now (a saved URL or a cropped one's object URL), or null for the fallback. */
  picture: string | null
  fallback: string
  alt: { picture: string; fallback: string }
  /** What the buttons call it: "Upload picture", "Change logo", "Remove logo". */
  noun: string
  /** The media types that may be chosen, and the message for any other file. */
  accepted: readonly string[]
  wrongFormat: string
  cropTitle: string
  /** The crop's starting width as a share of the image's; see ImageCropper. */
  initialWidth?: number
  size: number
  /** The root's class beside `picture-picker`, and its file input's test id. */
  className: string
  /** Takes the cropped square; see ImageCropperModal for what to resolve to. */
  onCropped: (picture: Blob) => Promise<boolean | string>
  onRemove: () => void
  removing?: boolean
  /** A server message about the picture. */
  error?: string
}

/** A square picture with upload through the cropper and removal (profile picture, company logo). */
export function PicturePicker(props: Props) {
  const { picture, alt, noun, accepted, className, error } = props
  const input = useRef<HTMLInputElement>(null)
  const messageId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [wrongFormat, setWrongFormat] = useState(false)
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    // Cleared so that choosing the same file again still opens the cropper.
    event.target.value = ''
    if (!chosen) return
    // Judged by its bytes: a text file named .png would open a cropper with no picture in it.
    const head = new Uint8Array(await chosen.slice(0, IMAGE_SIGNATURE_LENGTH).arrayBuffer())
    const type = imageTypeOf(head)
    const isAccepted = type !== null && accepted.includes(type)
    setWrongFormat(!isAccepted)
    if (isAccepted) setFile(chosen)
  }

  const message = wrongFormat ? props.wrongFormat : error
  return (
    <div className={`picture-picker ${className}`}>
      <SizedImage
        className="picture-picker__image"
        src={picture ?? props.fallback}
        alt={picture ? alt.picture : alt.fallback}
        width={props.size}
        height={props.size}
      />
      <div className="picture-picker__controls">
        <div className="wrap-row">
          <IonButton
            fill="outline"
            aria-describedby={messageId}
            onClick={() => input.current?.click()}
          >
            {picture ? `Change ${noun}` : `Upload ${noun}`}
          </IonButton>
          {picture && (
            <PendingButton
              pending={props.removing ?? false}
              fill="outline"
              color="danger"
              onClick={props.onRemove}
            >
              Remove {noun}
            </PendingButton>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept={['.jpg', '.jpeg', '.png', ...accepted].join(',')}
          hidden
          data-testid={`${className}-input`}
          onChange={(event) => void choose(event)}
        />
        {message ? (
          <p id={messageId} className="form-field__error" role="alert">
            {message}
          </p>
        ) : (
          <p id={messageId} className="form-field__hint">
            A JPG or PNG image, cropped to a square.
          </p>
        )}
      </div>
      <ImageCropperModal
        file={file}
        title={props.cropTitle}
        initialWidth={props.initialWidth}
        onSave={props.onCropped}
        onClose={() => setFile(null)}
      />
    </div>
  )
}
