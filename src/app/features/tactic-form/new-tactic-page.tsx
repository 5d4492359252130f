import '../../ui/surfaces.css'
import './tactic-form.css'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useApi } from '../../api/use-api.ts'
import { showToast } from '../../ui/toast-store.ts'
import { usePageMeta } from '../../ui/use-page-meta.ts'
import { type IllustrationItem, IllustrationsField } from './illustrations-field.tsx'
import { TacticForm } from './tactic-form.tsx'
import { TACTIC_FORM_TEXT, TACTIC_FORM_TOASTS } from './tactic-form-messages.ts'
import { newTacticQuery } from './tactic-form-queries.ts'
import { initialTacticValues } from './tactic-form-values.ts'
import { useCreateTactic } from './tactic-mutations.ts'
import { useLeaveForm } from './use-leave-form.ts'

const route = getRouteApi('/_authenticated/company/$vendorId/tactics/new')

let nextFileKey = 1
const pendingItem = (file: File): IllustrationItem => ({
  key: `file-${nextFileKey++}`,
  name: file.name,
  kind: /\.pdf$/i.test(file.name) ? 'pdf' : 'image',
  file,
})

/** /company/{vendorId}/tactics/new: illustrations travel with the form (docs/spec/marketplace.md §4). */
export function NewTacticPage() {
  const vendorId = route.useParams().vendorId
  const data = useSuspenseQuery(newTacticQuery(useApi(), vendorId)).data
  const [initialValues] = useState(() => initialTacticValues(data.filters))
  const [files, setFiles] = useState<IllustrationItem[]>([])
  const create = useCreateTactic(vendorId)
  const navigate = useNavigate()
  const leave = useLeaveForm({ to: '/company/$vendorId', params: { vendorId } })
  usePageMeta({ title: TACTIC_FORM_TEXT.createTitle })

  return (
    <section className="container form-page tactic-form-page" aria-labelledby="tactic-form-title">
      <TacticForm
        heading={<h1 id="tactic-form-title">{TACTIC_FORM_TEXT.createTitle}</h1>}
        data={data}
        initialValues={initialValues}
        editing={false}
        pendingIllustrations={files}
        illustrations={(error) => (
          <IllustrationsField
            items={files}
            error={error}
            onAdd={(file) => setFiles((current) => [...current, pendingItem(file)])}
            onRemove={(item) => setFiles((current) => current.filter((f) => f.key !== item.key))}
          />
        )}
        saving={create.isPending}
        onSave={async (payload, allowLeave) => {
          const saved = await create.mutateAsync({
            payload,
            files: files.flatMap((item) => (item.file ? [item.file] : [])),
          })
          showToast(TACTIC_FORM_TOASTS.created)
          allowLeave()
          await navigate({
            to: '/company/$vendorId/tactics/$tacticId',
            params: { vendorId: vendorId, tacticId: saved.data.id },
            replace: true,
          })
        }}
        onFailed={() => showToast(TACTIC_FORM_TOASTS.createFailed, 'danger')}
        backHref={`/company/${vendorId}`}
        onLeave={leave}
      />
    </section>
  )
}
