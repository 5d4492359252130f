import { type ChangeEvent, useId, useRef, useState } from 'react'
import { LOGO_TYPES, VENDOR_MESSAGES } from '../../../domain/vendor-schemas.ts'
import { ImageCropperModal } from '../../ui/image-cropper-modal.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import { DEFAULT_LOGO } from '../vendors/vendor-logo.tsx'
import { COMPANY_FORM_TEXT } from './company-form-messages.ts'

const isAccepted = (file: File) => (LOGO_TYPES as readonly string[]).includes(file.type)

type Props = {
  /** The logo shown now: a saved one's URL, a cropped one's object URL, or null. */
  logo: string | null
  /** Takes the cropped square; see ImageCropperModal for what to resolve to. */
  onCropped: (logo: Blob) => Promise<boolean | string>
  onRemove: () => void
  removing?: boolean
  /** A server message about the logo (422 on `logo`). */
  error?: string
}

/** The company logo: choose a jpg or png, crop it square, or remove it (marketplace.md §2). */
export function LogoPicker({ logo, onCropped, onRemove, removing = false, error }: Props) {
  const input = useRef<HTMLInputElement>(null)
  const messageId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [wrongFormat, setWrongFormat] = useState(false)

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    // Cleared so that choosing the same file again still opens the cropper.
    event.target.value = ''
    if (!chosen) return
    setWrongFormat(!isAccepted(chosen))
    if (isAccepted(chosen)) setFile(chosen)
  }

  const message = wrongFormat ? VENDOR_MESSAGES.logoWrongFormat : error
  return (
    <div className="logo-picker">
      <img
        className="logo-picker__image"
        src={logo ?? DEFAULT_LOGO}
        alt={logo ? 'Company logo' : 'Default company logo'}
        width="120"
        height="120"
      />
      <div className="logo-picker__controls">
        <div className="logo-picker__actions">
          <button
            type="button"
            className="button button--outline"
            aria-describedby={messageId}
            onClick={() => input.current?.click()}
          >
            {logo ? 'Change logo' : 'Upload logo'}
          </button>
          {logo && (
            <PendingButton
              type="button"
              pending={removing}
              className="button button--outline"
              onClick={onRemove}
            >
              Remove logo
            </PendingButton>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          hidden
          data-testid="logo-input"
          onChange={choose}
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
        title={COMPANY_FORM_TEXT.cropTitle}
        initialWidth={COMPANY_FORM_TEXT.cropInitialWidth}
        onSave={onCropped}
        onClose={() => setFile(null)}
      />
    </div>
  )
}
