import { fieldErrorsOf } from '../../api/api-client.ts'
import { ImageCropperModal } from '../../ui/image-cropper-modal.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { ACCOUNT_TEXT, ACCOUNT_TOASTS } from './account-messages.ts'
import { useUploadProfilePicture } from './profile-picture-requests.ts'

type Props = { file: File | null; onClose: () => void }

/** Opens on a chosen picture; Save uploads the square that was cropped from it. */
export function PictureCropperModal({ file, onClose }: Props) {
  const upload = useUploadProfilePicture()

  const save = async (picture: Blob) => {
    try {
      await upload.mutateAsync(picture)
      showToast(ACCOUNT_TOASTS.pictureUpdated)
      return true
    } catch (failure) {
      const message = fieldErrorsOf(failure).profile_picture?.[0]
      if (!message) showToast(ACCOUNT_TOASTS.uploadFailed, 'danger')
      return message ?? false
    }
  }

  return (
    <ImageCropperModal
      file={file}
      title={ACCOUNT_TEXT.cropTitle}
      onSave={save}
      onClose={() => {
        upload.reset()
        onClose()
      }}
    />
  )
}
