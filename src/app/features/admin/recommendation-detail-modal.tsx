import { IonSelect, IonSelectOption } from '@ionic/react'
import { useState } from 'react'
import {
  type AdminRecommendation,
  RECOMMENDATION_NOTE_MAX,
  RECOMMENDATION_STATUSES,
  type RecommendationStatus,
} from '#domain/admin-recommendations.ts'
import { fieldErrorsOf, firstErrorMessage } from '../../api/api-client.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { ConfirmAlert } from '../../ui/confirm-alert.tsx'
import { CountedTextField } from '../../ui/forms/counted-text-field.tsx'
import { InputBox } from '../../ui/forms/input-box.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { shortDate } from './admin-format.ts'
import { useRecommendationChange, useRecommendationInvite } from './recommendation-actions.ts'
import { buyerName, RECOMMENDATION_TEXT, recommendedName } from './recommendation-text.ts'

type Props = {
  recommendation: AdminRecommendation
  isOpen: boolean
  onChanged: (recommendation: AdminRecommendation) => void
  onClose: () => void
}

/**
 * A recommendation's details, its status and note, and Invite this vendor: a sheet on a phone, a
 * dialog above. Ionic reads the modal's name once, as it loads: mount one per recommendation.
 */
export function RecommendationDetailModal({ recommendation, isOpen, onChanged, onClose }: Props) {
  return (
    <AppModal
      isOpen={isOpen}
      title={recommendedName(recommendation)}
      onClose={onClose}
      className="account-detail"
    >
      <RecommendationDetail recommendation={recommendation} onChanged={onChanged} />
    </AppModal>
  )
}

function RecommendationDetail({
  recommendation: r,
  onChanged,
}: {
  recommendation: AdminRecommendation
  onChanged: (recommendation: AdminRecommendation) => void
}) {
  const change = useRecommendationChange(r, onChanged)
  const [note, setNote] = useState(r.note)
  const pendingStatus = change.isPending ? change.variables.status : undefined
  return (
    <>
      <dl className="account-facts">
        <div>
          <dt>{RECOMMENDATION_TEXT.kind}</dt>
          <dd>{RECOMMENDATION_TEXT.kinds[r.kind]}</dd>
        </div>
        {r.kind === 'tactic' && r.vendor_name && (
          <div>
            <dt>{RECOMMENDATION_TEXT.company}</dt>
            <dd>{r.vendor_name}</dd>
          </div>
        )}
        <div>
          <dt>{RECOMMENDATION_TEXT.website}</dt>
          <dd className="account-facts__email">{r.vendor_website}</dd>
        </div>
        <div>
          <dt>{RECOMMENDATION_TEXT.vendorEmail}</dt>
          <dd className="account-facts__email">
            {r.vendor_email ?? RECOMMENDATION_TEXT.noVendorEmail}
          </dd>
        </div>
        <div>
          <dt>{RECOMMENDATION_TEXT.buyer}</dt>
          <dd className="account-facts__email">
            <span>{buyerName(r)}</span>
            <span className="account-facts__muted">
              {[r.buyer.email, r.buyer.company_name].filter(Boolean).join(' · ')}
            </span>
          </dd>
        </div>
        <div>
          <dt>{RECOMMENDATION_TEXT.recommendedOn}</dt>
          <dd>{shortDate(r.created_at)}</dd>
        </div>
        <div>
          <dt>{RECOMMENDATION_TEXT.status}</dt>
          <dd>
            <IonSelect
              aria-label={RECOMMENDATION_TEXT.statusOf(recommendedName(r))}
              labelPlacement="stacked"
              interface="popover"
              fill="outline"
              value={pendingStatus ?? r.status}
              disabled={change.isPending}
              onIonChange={(event) => {
                const status = event.detail.value as RecommendationStatus
                if (status !== r.status) change.mutate({ status })
              }}
            >
              {RECOMMENDATION_STATUSES.map((status) => (
                <IonSelectOption key={status} value={status}>
                  {RECOMMENDATION_TEXT.statuses[status]}
                </IonSelectOption>
              ))}
            </IonSelect>
          </dd>
        </div>
      </dl>
      <form
        className="recommendation-note"
        onSubmit={(event) => {
          event.preventDefault()
          change.mutate({ note })
        }}
      >
        <CountedTextField
          label={RECOMMENDATION_TEXT.note}
          value={note}
          max={RECOMMENDATION_NOTE_MAX}
          rows={4}
          disabled={change.isPending}
          onValueChange={setNote}
        />
        <PendingButton
          type="submit"
          fill="outline"
          pending={change.isPending && change.variables.note !== undefined}
          disabled={
            change.isPending || note.trim() === r.note || note.length > RECOMMENDATION_NOTE_MAX
          }
        >
          {RECOMMENDATION_TEXT.saveNote}
        </PendingButton>
      </form>
      <InviteVendor recommendation={r} onChanged={onChanged} />
    </>
  )
}

/** Invite this vendor: to the address the buyer gave, or to one the operator enters. */
function InviteVendor({
  recommendation: r,
  onChanged,
}: {
  recommendation: AdminRecommendation
  onChanged: (recommendation: AdminRecommendation) => void
}) {
  const invite = useRecommendationInvite(r, onChanged)
  const [email, setEmail] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [emailError, setEmailError] = useState<string | undefined>()
  if (r.invited_at) {
    return (
      <p className="note-box">
        {RECOMMENDATION_TEXT.invitedOn(r.invited_email ?? '', shortDate(r.invited_at))}
      </p>
    )
  }
  const to = r.vendor_email ?? email.trim()
  const send = () =>
    invite.mutate(r.vendor_email ? undefined : to, {
      onError: (error) => {
        const field = fieldErrorsOf(error).email?.[0]
        setEmailError(field)
        if (!field) showToast(firstErrorMessage(error) ?? RECOMMENDATION_TEXT.failed, 'danger')
      },
    })
  return (
    <section className="recommendation-invite" aria-labelledby="recommendation-invite-title">
      <h2 id="recommendation-invite-title">{RECOMMENDATION_TEXT.invite}</h2>
      <p className="note-box">{RECOMMENDATION_TEXT.inviteHint}</p>
      {!r.vendor_email && (
        <InputBox
          label={RECOMMENDATION_TEXT.inviteEmail}
          type="email"
          autoComplete="off"
          value={email}
          error={emailError}
          onValue={(typed) => {
            setEmail(typed)
            setEmailError(undefined)
          }}
        />
      )}
      <PendingButton
        pending={invite.isPending}
        disabled={invite.isPending || to === ''}
        onClick={() => setConfirming(true)}
      >
        {RECOMMENDATION_TEXT.invite}
      </PendingButton>
      <ConfirmAlert
        isOpen={confirming}
        title={RECOMMENDATION_TEXT.inviteTitle}
        question={RECOMMENDATION_TEXT.inviteQuestion(r.vendor_name ?? recommendedName(r), to)}
        choices={[
          { text: RECOMMENDATION_TEXT.cancel, role: 'cancel' },
          { text: RECOMMENDATION_TEXT.sendInvitation, onChoose: send },
        ]}
        onClosed={() => setConfirming(false)}
      />
    </section>
  )
}
