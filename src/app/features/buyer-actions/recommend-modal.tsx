import { reset, useForm, valiForm } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import * as v from 'valibot'
import {
  BUYER_ACTION_MESSAGES,
  RecommendTacticSchema,
  RecommendVendorSchema,
  withoutEmptyFields,
} from '#domain/buyer-actions.ts'
import { EMAIL_MAX, TEXT_INPUT_MAX, WEBSITE_MAX } from '#domain/fields.ts'
import { keptRequest } from '../../api/kept-request.ts'
import { sentOrKept } from '../../offline/outbox/send-or-keep.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { showServerErrors } from '../../ui/forms/server-errors.ts'
import { TextField } from '../../ui/forms/text-field.tsx'
import { useSingleSubmit } from '../../ui/forms/use-single-submit.ts'
import { showToast } from '../../ui/toast-store.ts'
import { BUYER_ACTION_TEXT } from './buyer-action-texts.ts'
import { ModalActions } from './modal-actions.tsx'
import { useActionSubmission } from './use-action-submission.ts'

export type RecommendKind = 'vendor' | 'tactic'

type Values = {
  tactic_name: string
  vendor_name: string
  vendor_website: string
  vendor_email: string
}
const FIELDS = ['tactic_name', 'vendor_name', 'vendor_website', 'vendor_email'] as const
const EMPTY: Values = { tactic_name: '', vendor_name: '', vendor_website: '', vendor_email: '' }

const schemas = {
  vendor: v.omit(RecommendVendorSchema, ['search_id']),
  tactic: v.omit(RecommendTacticSchema, ['search_id']),
}

type Props = { kind: RecommendKind; searchId: number | null; isOpen: boolean; onClose: () => void }

/** Recommend a vendor or a tactic missing from the marketplace (docs/spec/marketplace.md §5). */
export default function RecommendModal({ kind, searchId, isOpen, onClose }: Props) {
  useSignals()
  const [form, { Form }] = useForm<Values>({
    initialValues: EMPTY,
    validate: valiForm(kind === 'vendor' ? schemas.vendor : schemas.tactic),
  })
  const submission = useActionSubmission()
  const title =
    kind === 'vendor' ? BUYER_ACTION_TEXT.recommendVendor : BUYER_ACTION_TEXT.recommendTactic

  const close = () => {
    reset(form)
    submission.reset()
    onClose()
  }

  const submit = useSingleSubmit(async (values: Values) => {
    const fields = kind === 'vendor' ? { ...values, tactic_name: '' } : values
    try {
      const result = await submission.mutateAsync({
        kind: kind === 'vendor' ? 'recommend_vendor' : 'recommend_tactic',
        ...keptRequest(
          '$post',
          kind === 'vendor' ? '/recommend_vendor' : '/recommend_tactic',
          {},
          withoutEmptyFields({ ...fields, search_id: searchId }),
        ),
        summary: `Recommend ${kind === 'vendor' ? values.vendor_name : values.tactic_name}`,
      })
      showToast(sentOrKept(result, BUYER_ACTION_MESSAGES.recommended))
      close()
    } catch (error) {
      if (!showServerErrors(form, error, FIELDS)) showToast(BUYER_ACTION_MESSAGES.failed, 'danger')
    }
  })

  return (
    <AppModal
      isOpen={isOpen}
      title={title}
      onClose={close}
      sheetHeight="content"
      className="buyer-action-modal"
    >
      <Form onSubmit={submit} aria-label={title} className="buyer-action-form">
        <p className="buyer-action-form__about">
          Tell us about the {kind} you could not find and we will invite them.
        </p>
        {kind === 'tactic' && (
          <TextField
            of={form}
            name="tactic_name"
            label="Tactic name"
            maxLength={TEXT_INPUT_MAX}
            required
          />
        )}
        <TextField
          of={form}
          name="vendor_name"
          label={kind === 'vendor' ? 'Company name' : 'Company name (optional)'}
          maxLength={TEXT_INPUT_MAX}
          required={kind === 'vendor'}
        />
        <TextField
          of={form}
          name="vendor_website"
          label="Company website"
          type="url"
          inputMode="url"
          placeholder="www.company.com"
          maxLength={WEBSITE_MAX}
          required
        />
        <TextField
          of={form}
          name="vendor_email"
          label="Company email (optional)"
          type="email"
          autoComplete="off"
          maxLength={EMAIL_MAX}
        />
        <ModalActions
          submitLabel={BUYER_ACTION_TEXT.recommend}
          pending={submission.isPending}
          onCancel={close}
        />
      </Form>
    </AppModal>
  )
}
