import { type ChangeEvent, useId, useRef, useState } from 'react'
import type { Account } from '../../../domain/account.ts'
import {
  PROFILE_PICTURE_TYPES,
  PROFILE_PICTURE_WRONG_FORMAT,
} from '../../../domain/account-schemas.ts'
import { unlessOffline } from '../../offline/needs-network.ts'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { DEFAULT_AVATAR } from '../../ui/user-badge.tsx'
import { ACCOUNT_TOASTS } from './account-messages.ts'
import { PictureCropperModal } from './picture-cropper-modal.tsx'
import { useDeleteProfilePicture } from './profile-picture-requests.ts'

const isAccepted = (file: File) => (PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)

/** The picture (or the default one), with upload through the cropper and removal. */
export function ProfilePicture({ account }: { account: Account }) {
  const input = useRef<HTMLInputElement>(null)
  const messageId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [wrongFormat, setWrongFormat] = useState(false)
  const remove = useDeleteProfilePicture()
  const picture = account.profile_picture

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    // Cleared so that choosing the same file again still opens the cropper.
    event.target.value = ''
    if (!chosen) return
    setWrongFormat(!isAccepted(chosen))
    if (isAccepted(chosen)) setFile(chosen)
  }

  const removePicture = () =>
    remove.mutate(undefined, {
      onSuccess: () => showToast(ACCOUNT_TOASTS.pictureDeleted),
      onError: (error) =>
        showToast(unlessOffline(error, ACCOUNT_TOASTS.pictureDeleteFailed), 'danger'),
    })

  return (
    <div className="profile-picture">
      <img
        className="profile-picture__image"
        src={picture ?? DEFAULT_AVATAR}
        alt={picture ? 'Your profile picture' : 'Default profile picture'}
        width="96"
        height="96"
      />
      <div className="profile-picture__controls">
        <div className="profile-picture__actions">
          <button
            type="button"
            className="button button--outline"
            aria-describedby={messageId}
            onClick={() => input.current?.click()}
          >
            {picture ? 'Change picture' : 'Upload picture'}
          </button>
          {picture && (
            <PendingButton
              type="button"
              pending={remove.isPending}
              className="button button--danger-outline"
              onClick={removePicture}
            >
              Remove picture
            </PendingButton>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          hidden
          onChange={choose}
        />
        {wrongFormat ? (
          <p id={messageId} className="form-field__error" role="alert">
            {PROFILE_PICTURE_WRONG_FORMAT}
          </p>
        ) : (
          <p id={messageId} className="form-field__hint">
            A JPG or PNG image, cropped to a square.
          </p>
        )}
      </div>
      <PictureCropperModal file={file} onClose={() => setFile(null)} />
    </div>
  )
}
