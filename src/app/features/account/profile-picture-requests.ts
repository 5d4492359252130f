import { answerOf } from '../../api/api-client.ts'
import { useAccountMutation } from './use-account-mutation.ts'

export const useUploadProfilePicture = () =>
  useAccountMutation((api, picture: Blob) => {
    const file = new File([picture], 'profile-picture.jpg', { type: picture.type })
    return answerOf(api.rpc.accounts.profile_picture.$put({ form: { profile_picture: file } }))
  })

export const useDeleteProfilePicture = () =>
  useAccountMutation<void>((api) => answerOf(api.rpc.accounts.profile_picture.$delete()))
