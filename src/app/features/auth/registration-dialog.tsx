import './auth-dialogs.css'
import { getValue, setValue, useFormStore, valiForm } from '@modular-forms/react'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { RegistrationDetailsSchema } from '#domain/auth-schemas.ts'
import { type ApiClient, answerOf } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { useKeyedRequest } from '../../api/use-keyed-request.ts'
import { SOMETHING_WENT_WRONG } from '../../ui/common-messages.ts'
import type { DialogProps } from '../../ui/dialog-store.ts'
import { DismissibleAlert } from '../../ui/dismissible-alert.tsx'
import { showServerErrors } from '../../ui/forms/server-errors.ts'
import { useSingleSubmit } from '../../ui/forms/use-single-submit.ts'
import { PlainDialog } from '../../ui/plain/plain-dialog.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { AUTH_TEXT } from './auth-texts.ts'
import { useDialogClose } from './dialog-route.ts'
import { failureMessage } from './failure-message.ts'
import { RegistrationCompanyStep } from './registration-company-step.tsx'
import { RegistrationDetailsStep } from './registration-details-step.tsx'
import {
  COMPANY_INITIAL,
  CompanyStepSchema,
  type CompanyValues,
  DETAILS_INITIAL,
  type Details,
  type DetailsValues,
  registrationBody,
} from './registration-forms.ts'
import { RegistrationVerifyStep } from './registration-verify-step.tsx'
import { clearSavedSearch, saveCurrentSearch, savedSearchPath } from './saved-search.ts'
import { fetchSuggestedCompanies, type Suggestions } from './suggested-companies.ts'

type Flow =
  | { step: 1 }
  | { step: 2; verificationId: string; details: Details; suggestions: Suggestions }
  | { step: 3; userId: number; email: string; firstAdmin: boolean }

const STEP_TITLES = {
  1: AUTH_TEXT.detailsStep,
  2: AUTH_TEXT.companyStep,
  3: AUTH_TEXT.verifyStep,
} as const

const DETAILS_FIELDS = [
  'user.first_name',
  'user.last_name',
  'user.email',
  'vendor.company_name',
  'vendor.company_website',
  'vendor.company_type',
] as const
const COMPANY_FIELDS = [
  'alt_company_name',
  'job_title',
  'password',
  'password_confirmation',
] as const

/** Where the emailed confirmation link should land (docs/spec/access-and-account.md §4). */
function confirmSuccessUrl(visitorGate: boolean): string | undefined {
  const saved = savedSearchPath()
  if (saved) return saved
  return visitorGate ? `${window.location.pathname}${window.location.search}` : undefined
}

/** A registrant who leaves step two gives up the pending verification. */
function dropVerification(api: ApiClient, id: string) {
  api.rpc.user_verifications[':id'].$delete({ param: { id } }).catch(() => {})
}

/** Registration in three steps: details, company and password, then verify the email. */
export default function RegistrationDialog({ isOpen, visitorGate, onDismissed }: DialogProps) {
  const router = useRouter()
  const api = useApi()
  const keyedRequest = useKeyedRequest()
  const [flow, setFlow] = useState<Flow>({ step: 1 })
  const [failure, setFailure] = useState<string | null>(null)
  const detailsForm = useFormStore<DetailsValues>({
    initialValues: DETAILS_INITIAL,
    validate: valiForm(RegistrationDetailsSchema),
  })
  const companyForm = useFormStore<CompanyValues>({
    initialValues: COMPANY_INITIAL,
    validate: valiForm(CompanyStepSchema),
  })
  useEffect(() => saveCurrentSearch(router.state.location), [router])

  const onClose = useDialogClose('register', onDismissed, () => {
    if (flow.step === 2) dropVerification(api, flow.verificationId)
    if (flow.step === 3) showToast(AUTH_TEXT.pleaseVerify, 'warning')
    clearSavedSearch()
  })

  const submitDetails = useSingleSubmit(async (values: DetailsValues) => {
    setFailure(null)
    const details: Details = {
      ...v.parse(RegistrationDetailsSchema, values),
      agree_to_receive_future_communications: values.agree_to_receive_future_communications,
    }
    try {
      const verification = await answerOf(
        api.rpc.user_verifications.$post({
          json: { user: details.user, vendor: details.vendor },
        }),
      )
      const suggestions = await fetchSuggestedCompanies(api, details.vendor)
      // Only the person's own company is chosen for them: an alike name may be another firm.
      const perfect = suggestions.perfectMatchId
      setValue(companyForm, 'company_choice', perfect === null ? '' : String(perfect))
      if (!getValue(companyForm, 'alt_company_name')) {
        setValue(companyForm, 'alt_company_name', details.vendor.company_name)
      }
      setFlow({ step: 2, verificationId: verification.id, details, suggestions })
    } catch (error) {
      if (!showServerErrors(detailsForm, error, DETAILS_FIELDS, { email: 'user.email' })) {
        setFailure(failureMessage(error, SOMETHING_WENT_WRONG))
      }
    }
  })

  const submitCompany = useSingleSubmit(async (values: CompanyValues) => {
    if (flow.step !== 2) return
    setFailure(null)
    try {
      const body = registrationBody(flow.details, values, confirmSuccessUrl(visitorGate))
      const { data } = await keyedRequest(['POST /auth', body], (headers) =>
        answerOf(api.patient.auth.$post({ json: body }, { headers })),
      )
      clearSavedSearch()
      setFlow({ step: 3, userId: data.id, email: data.email, firstAdmin: data.first_vendor_admin })
    } catch (error) {
      if (!showServerErrors(companyForm, error, COMPANY_FIELDS)) {
        setFailure(failureMessage(error, SOMETHING_WENT_WRONG))
      }
    }
  })

  const back = () => {
    if (flow.step === 2) dropVerification(api, flow.verificationId)
    setFailure(null)
    setFlow({ step: 1 })
  }

  return (
    <PlainDialog isOpen={isOpen} title={AUTH_TEXT.registerTitle} onClose={onClose}>
      <h2 className="step-heading">
        <span className="step-heading__count">{AUTH_TEXT.stepOf(flow.step)}</span>
        <span className="step-heading__title">{STEP_TITLES[flow.step]}</span>
      </h2>
      {failure && <DismissibleAlert message={failure} onDismiss={() => setFailure(null)} />}
      {flow.step === 1 && <RegistrationDetailsStep form={detailsForm} onSubmit={submitDetails} />}
      {flow.step === 2 && (
        <RegistrationCompanyStep
          form={companyForm}
          details={flow.details}
          suggestions={flow.suggestions}
          onBack={back}
          onSubmit={submitCompany}
        />
      )}
      {flow.step === 3 && (
        <RegistrationVerifyStep
          userId={flow.userId}
          email={flow.email}
          firstAdmin={flow.firstAdmin}
        />
      )}
    </PlainDialog>
  )
}
