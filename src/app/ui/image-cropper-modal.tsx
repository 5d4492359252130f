import { IonButton } from '@ionic/react'
import { useEffect, useRef, useState } from 'react'
import { AppModal } from './app-modal.tsx'
import { ImageCropper, type ImageCropperHandle } from './image-cropper.tsx'
import { PendingButton } from './pending-button.tsx'

type Props = {
  /** The chosen picture; the modal is open while there is one. */
  file: File | null
  title: string
  /** The starting square's width as a share of the image's width; see ImageCropper. */
  initialWidth?: number
  /**
   * Receives the cropped square as a white-backed jpeg. Resolve to true to close the modal; to false
   * (the caller showed a toast) or a message to show inside it (a server field error) to keep it open.
   */
  onSave: (picture: Blob) => Promise<boolean | string>
  onClose: () => void
}

/** Opens on a chosen picture; Save hands over the square that was cropped from it. */
export function ImageCropperModal({ file, title, initialWidth, onSave, onClose }: Props) {
  const cropper = useRef<ImageCropperHandle>(null)
  const [src, setSrc] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  useEffect(() => {
    if (!file) return
    const url = URL.createObjectURL(file)
    setSrc(url)
    return () => {
      URL.revokeObjectURL(url)
      setSrc(null)
    }
  }, [file])

  const close = () => {
    setError(null)
    onClose()
  }

  const save = async () => {
    if (!cropper.current) return
    setPending(true)
    try {
      const picture = await cropper.current.toBlob().catch((failure: unknown) => {
        console.error(failure)
        return null
      })
      if (!picture) return
      const outcome = await onSave(picture)
      if (outcome === true) close()
      else setError(outcome || null)
    } finally {
      setPending(false)
    }
  }

  return (
    <AppModal
      isOpen={file !== null}
      title={title}
      onClose={close}
      sheetHeight="content"
      className="cropper-modal"
    >
      <p className="form-field__hint">
        Drag the square or its corners to choose what to keep; the arrow keys move it too.
      </p>
      {error && (
        <p className="alert alert--danger" role="alert">
          {error}
        </p>
      )}
      {src && (
        <ImageCropper
          ref={cropper}
          src={src}
          alt="The picture to crop"
          initialWidth={initialWidth}
        />
      )}
      <div className="dialog-actions">
        <IonButton fill="outline" onClick={close}>
          Cancel
        </IonButton>
        <PendingButton pending={pending} disabled={!src} onClick={() => void save()}>
          Save
        </PendingButton>
      </div>
    </AppModal>
  )
}
