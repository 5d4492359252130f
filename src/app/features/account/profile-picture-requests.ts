import { useAccountMutation } from './use-account-mutation.ts'

export const useUploadProfilePicture = () =>
  useAccountMutation((api, picture: Blob) => {
    const body = new FormData()
    body.append('profile_picture', picture, 'profile-picture.jpg')
    return api.request('/accounts/profile_picture', { method: 'PUT', body })
  })

export const useDeleteProfilePicture = () =>
  useAccountMutation<void>((api) => api.request('/accounts/profile_picture', { method: 'DELETE' }))
