import { useEffect, useRef, useState } from 'react'
import { fieldErrorsOf } from '../../api/api-client.ts'
import { unlessOffline } from '../../offline/needs-network.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { ACCOUNT_TEXT, ACCOUNT_TOASTS } from './account-messages.ts'
import { ImageCropper, type ImageCropperHandle } from './image-cropper.tsx'
import { useUploadProfilePicture } from './profile-picture-requests.ts'

type Props = { file: File | null; onClose: () => void }

/** Opens on a chosen picture; Save uploads the square that was cropped from it. */
export function PictureCropperModal({ file, onClose }: Props) {
  const cropper = useRef<ImageCropperHandle>(null)
  const upload = useUploadProfilePicture()
  const [src, setSrc] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

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
    upload.reset()
    onClose()
  }

  const save = async () => {
    try {
      const picture = await cropper.current?.toBlob()
      if (!picture) return
      await upload.mutateAsync(picture)
      showToast(ACCOUNT_TOASTS.pictureUpdated)
      close()
    } catch (failure) {
      const message = fieldErrorsOf(failure).profile_picture?.[0]
      setError(message ?? null)
      if (!message) showToast(unlessOffline(failure, ACCOUNT_TOASTS.uploadFailed), 'danger')
    }
  }

  return (
    <AppModal
      isOpen={file !== null}
      title={ACCOUNT_TEXT.cropTitle}
      onClose={close}
      className="account-modal cropper-modal"
    >
      <p className="form-field__hint">
        Drag the square or its corners to choose what to keep; the arrow keys move it too.
      </p>
      {error && (
        <p className="alert alert--danger" role="alert">
          {error}
        </p>
      )}
      {src && <ImageCropper ref={cropper} src={src} alt="The picture to crop" />}
      <div className="dialog-actions">
        <button type="button" className="button button--outline" onClick={close}>
          Cancel
        </button>
        <PendingButton
          type="button"
          pending={upload.isPending}
          disabled={!src}
          className="button button--primary"
          onClick={() => void save()}
        >
          Save
        </PendingButton>
      </div>
    </AppModal>
  )
}
