import type { Account } from '#domain/account.ts'
import { PROFILE_PICTURE_TYPES, PROFILE_PICTURE_WRONG_FORMAT } from '#domain/account-schemas.ts'
import { fieldErrorsOf } from '../../api/api-client.ts'
import { unlessOffline } from '../../offline/needs-network.ts'
import { PicturePicker } from '../../ui/picture-picker.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { DEFAULT_AVATAR } from '../../ui/user-badge.tsx'
import { ACCOUNT_TEXT, ACCOUNT_TOASTS } from './account-messages.ts'
import { useDeleteProfilePicture, useUploadProfilePicture } from './profile-picture-requests.ts'

/** The picture (or the default one), with upload through the cropper and removal. */
export function ProfilePicture({ account }: { account: Account }) {
  const upload = useUploadProfilePicture()
  const remove = useDeleteProfilePicture()

  const uploadPicture = async (picture: Blob) => {
    try {
      await upload.mutateAsync(picture)
      showToast(ACCOUNT_TOASTS.pictureUpdated)
      return true
    } catch (failure) {
      const message = fieldErrorsOf(failure).profile_picture?.[0]
      if (!message) showToast(unlessOffline(failure, ACCOUNT_TOASTS.uploadFailed), 'danger')
      return message ?? false
    }
  }

  const removePicture = () =>
    remove.mutate(undefined, {
      onSuccess: () => showToast(ACCOUNT_TOASTS.pictureDeleted),
      onError: (error) =>
        showToast(unlessOffline(error, ACCOUNT_TOASTS.pictureDeleteFailed), 'danger'),
    })

  return (
    <PicturePicker
      picture={account.profile_picture}
      fallback={DEFAULT_AVATAR}
      alt={{ picture: 'Your profile picture', fallback: 'Default profile picture' }}
      noun="picture"
      accepted={PROFILE_PICTURE_TYPES}
      wrongFormat={PROFILE_PICTURE_WRONG_FORMAT}
      cropTitle={ACCOUNT_TEXT.cropTitle}
      size={96}
      className="profile-picture"
      onCropped={uploadPicture}
      onRemove={removePicture}
      removing={remove.isPending}
    />
  )
}
