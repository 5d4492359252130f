import { useEffect, useState } from 'react'
import { fieldErrorsOf } from '../../api/api-client.ts'
import { showToast } from '../../ui/toast-store.ts'
import { COMPANY_FORM_TOASTS } from './company-form-messages.ts'
import { useDeleteCompanyLogo, useUploadCompanyLogo } from './company-requests.ts'
import { LogoPicker } from './logo-picker.tsx'

type CreateProps = { logo: Blob | null; onChange: (logo: Blob | null) => void; error?: string }

/** Create mode: the cropped logo waits in the form and is sent with it (docs/spec/marketplace.md §2). */
export function NewCompanyLogoField({ logo, onChange, error }: CreateProps) {
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(() => {
    if (!logo) return
    const url = URL.createObjectURL(logo)
    setPreview(url)
    return () => {
      URL.revokeObjectURL(url)
      setPreview(null)
    }
  }, [logo])

  return (
    <LogoPicker
      logo={preview}
      error={error}
      onCropped={async (cropped) => {
        onChange(cropped)
        return true
      }}
      onRemove={() => onChange(null)}
    />
  )
}

type EditProps = { vendorId: number; savedLogo: string | null }

/** Edit mode: a cropped logo uploads at once, and the saved one can be deleted. */
export function SavedCompanyLogoField({ vendorId, savedLogo }: EditProps) {
  const [logo, setLogo] = useState(savedLogo)
  const upload = useUploadCompanyLogo(vendorId)
  const remove = useDeleteCompanyLogo(vendorId)

  const uploadLogo = async (cropped: Blob) => {
    try {
      setLogo((await upload.mutateAsync(cropped)).data.logo)
      showToast(COMPANY_FORM_TOASTS.logoUpdated)
      return true
    } catch (failure) {
      const message = fieldErrorsOf(failure).logo?.[0]
      if (!message) showToast(COMPANY_FORM_TOASTS.logoFailed, 'danger')
      return message ?? false
    }
  }

  const removeLogo = () =>
    remove.mutate(undefined, {
      onSuccess: ({ data }) => {
        setLogo(data.logo)
        showToast(COMPANY_FORM_TOASTS.logoDeleted)
      },
      onError: () => showToast(COMPANY_FORM_TOASTS.logoFailed, 'danger'),
    })

  return (
    <LogoPicker
      logo={logo}
      onCropped={uploadLogo}
      onRemove={removeLogo}
      removing={remove.isPending}
    />
  )
}
