import '../../ui/surfaces.css'
import './tactic-form.css'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { firstErrorMessage } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { showToast } from '../../ui/toast-store.ts'
import { usePageMeta } from '../../ui/use-page-meta.ts'
import { DeleteTacticButton } from './delete-tactic-button.tsx'
import { type IllustrationItem, IllustrationsField } from './illustrations-field.tsx'
import { TacticForm } from './tactic-form.tsx'
import type { TacticIllustration } from './tactic-form-data.ts'
import { TACTIC_FORM_TEXT, TACTIC_FORM_TOASTS } from './tactic-form-messages.ts'
import { editTacticQuery } from './tactic-form-queries.ts'
import { initialTacticValues } from './tactic-form-values.ts'
import { useIllustrationRequests, useUpdateTactic } from './tactic-mutations.ts'
import { useLeaveForm } from './use-leave-form.ts'

const route = getRouteApi('/_authenticated/company/$vendorId/tactics/$tacticId/edit')

const storedItem = ({ id, url, kind }: TacticIllustration): IllustrationItem => ({
  key: String(id),
  name: '',
  kind,
  url,
})

/**
 * /company/{vendorId}/tactics/{id}/edit: illustrations are added and deleted at once, a deletion
 * shown at once and put back if the server refuses it (docs/spec/marketplace.md §4).
 */
export function EditTacticPage() {
  const params = route.useParams()
  const vendorId = params.vendorId
  const tacticId = params.tacticId
  const data = useSuspenseQuery(editTacticQuery(useApi(), vendorId, tacticId)).data
  // The form starts from the values it was opened with; a later read must not reset typing.
  const [initialValues] = useState(() => initialTacticValues(data.filters, data.tactic))
  const [items, setItems] = useState(() => data.tactic.illustrations.map(storedItem))
  const [uploadError, setUploadError] = useState<string>()
  const update = useUpdateTactic(vendorId, tacticId)
  const { upload, remove } = useIllustrationRequests(vendorId, tacticId)
  const navigate = useNavigate()
  const tacticPage = {
    to: '/company/$vendorId/tactics/$tacticId',
    params: { vendorId, tacticId },
  } as const
  const leave = useLeaveForm(tacticPage)
  usePageMeta({ title: `${TACTIC_FORM_TEXT.editTitle} | ${data.tactic.name}` })

  const add = (file: File) => {
    setUploadError(undefined)
    upload.mutate(file, {
      onSuccess: (image) => {
        setItems((current) => [
          ...current,
          storedItem({ id: image.id, url: image.image, kind: image.kind }),
        ])
        showToast(TACTIC_FORM_TOASTS.imageUploaded)
      },
      onError: (error) => {
        setUploadError(firstErrorMessage(error))
        showToast(TACTIC_FORM_TOASTS.imageUploadFailed, 'danger')
      },
    })
  }
  const removeItem = (item: IllustrationItem) => {
    const at = items.indexOf(item)
    setItems((current) => current.filter((other) => other.key !== item.key))
    remove.mutate(Number(item.key), {
      onSuccess: () => showToast(TACTIC_FORM_TOASTS.imageDeleted),
      onError: () => {
        setItems((current) => [...current.slice(0, at), item, ...current.slice(at)])
        showToast(TACTIC_FORM_TOASTS.imageDeleteFailed, 'danger')
      },
    })
  }

  return (
    <section className="container form-page tactic-form-page" aria-labelledby="tactic-form-title">
      <TacticForm
        heading={
          <>
            <h1 id="tactic-form-title">{TACTIC_FORM_TEXT.editTitle}</h1>
            <p className="tactic-form-page__name">{data.tactic.name}</p>
          </>
        }
        data={data}
        initialValues={initialValues}
        editing
        pendingIllustrations={[]}
        illustrations={(error) => (
          <IllustrationsField
            items={items.map((item, index) => ({ ...item, name: `Illustration ${index + 1}` }))}
            busy={upload.isPending || remove.isPending}
            error={uploadError ?? error}
            onAdd={add}
            onRemove={(shown) => {
              const item = items.find((other) => other.key === shown.key)
              if (item) removeItem(item)
            }}
          />
        )}
        saving={update.isPending}
        onSave={async (payload, allowLeave) => {
          await update.mutateAsync(payload)
          showToast(TACTIC_FORM_TOASTS.updated)
          allowLeave()
          await navigate({ ...tacticPage, replace: true })
        }}
        onFailed={() => showToast(TACTIC_FORM_TOASTS.updateFailed, 'danger')}
        backHref={`/company/${vendorId}/tactics/${tacticId}`}
        onLeave={leave}
        deleteButton={<DeleteTacticButton vendorId={vendorId} tacticId={tacticId} />}
      />
    </section>
  )
}
