import { IonButton, IonSpinner } from '@ionic/react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { Member } from '#domain/member-schemas.ts'
import { adminCandidatesOf } from '../../api/admin-candidates.ts'
import { useApi } from '../../api/use-api.ts'
import { useSession } from '../../session/use-session.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { CHOOSE_COLLEAGUE } from '../../ui/common-messages.ts'
import { ChoiceSelect } from '../../ui/forms/choice-select.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { MEMBER_TEXT, MEMBER_TOASTS } from './member-messages.ts'
import { useDeleteMember } from './member-mutations.ts'
import { membersQuery } from './members-query.ts'
import { type RemovalPlan, removalPlan } from './removal-plan.ts'

type Props = {
  vendorId: number
  /** The member to delete; the modal is open while there is one. */
  member: Member | null
  onInvite: () => void
  onClose: () => void
}

const nameOf = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim()

/**
 * Deletes a member after a pre-removal check on a fresh list (docs/spec/marketplace.md §4): the delete mode
 * asks once; the lastAdmin mode first has another admin chosen (or invited), then confirms.
 */
export function DeleteMemberModal({ vendorId, member, onInvite, onClose }: Props) {
  const api = useApi()
  const queryClient = useQueryClient()
  const viewer = useSession()?.user.id ?? null
  const remove = useDeleteMember(vendorId)
  const [plan, setPlan] = useState<RemovalPlan | null>(null)
  const [newAdminId, setNewAdminId] = useState('')
  const [step, setStep] = useState<'first' | 'second'>('first')

  useEffect(() => {
    if (!member) return
    let current = true
    queryClient
      .fetchQuery({ ...membersQuery(api, vendorId, viewer), staleTime: 0 })
      .then((list) => current && setPlan(removalPlan(list.users, member.id)))
      .catch(() => {
        if (!current) return
        showToast(MEMBER_TOASTS.checkFailed, 'danger')
        onClose()
      })
    return () => {
      current = false
    }
  }, [member, api, queryClient, vendorId, viewer, onClose])

  const reset = () => {
    setPlan(null)
    setNewAdminId('')
    setStep('first')
    remove.reset()
  }
  const close = () => {
    reset()
    onClose()
  }

  const confirm = async () => {
    if (!member) return
    try {
      await remove.mutateAsync({
        memberId: member.id,
        newAdminId: newAdminId ? Number(newAdminId) : undefined,
      })
      showToast(MEMBER_TOASTS.deleted)
      close()
    } catch (error) {
      const candidates = adminCandidatesOf(error)
      if (candidates.length > 0) {
        // The team changed meanwhile: this member has become the last admin.
        setPlan({ mode: 'lastAdmin', candidates })
        setNewAdminId('')
        setStep('first')
      } else showToast(MEMBER_TOASTS.deleteFailed, 'danger')
    }
  }

  const name = member ? nameOf(member) : ''
  const chosen =
    plan?.mode === 'lastAdmin'
      ? plan.candidates.find((c) => String(c.id) === newAdminId)
      : undefined
  return (
    <AppModal
      isOpen={member !== null}
      title={MEMBER_TEXT.deleteTitle}
      onClose={close}
      sheetHeight="content"
      className="members-modal"
    >
      {!plan && (
        <div className="members__loading" role="status">
          <IonSpinner name="crescent" color="primary" aria-hidden="true" />
          <span className="visually-hidden">Checking the company members</span>
        </div>
      )}
      {plan?.mode === 'delete' && (
        <ConfirmStep
          text={`Are you sure you want to delete ${name} from the company?`}
          pending={remove.isPending}
          onConfirm={() => void confirm()}
          onCancel={close}
        />
      )}
      {plan?.mode === 'lastAdmin' && step === 'first' && (
        <LastAdminFirstStep
          name={name}
          candidates={plan.candidates}
          newAdminId={newAdminId}
          onChoose={setNewAdminId}
          onNext={() => setStep('second')}
          onInvite={() => {
            reset()
            onInvite()
          }}
          onCancel={close}
        />
      )}
      {plan?.mode === 'lastAdmin' && step === 'second' && chosen && (
        <ConfirmStep
          text={`${nameOf(chosen)} will become an admin of the company, and ${name} will be deleted.`}
          pending={remove.isPending}
          onConfirm={() => void confirm()}
          onCancel={() => setStep('first')}
          cancelLabel={MEMBER_TEXT.back}
        />
      )}
    </AppModal>
  )
}

type ConfirmStepProps = {
  text: string
  pending: boolean
  onConfirm: () => void
  onCancel: () => void
  cancelLabel?: string
}

/** The question, then Cancel (or Back) and Delete. */
function ConfirmStep({ text, pending, onConfirm, onCancel, cancelLabel }: ConfirmStepProps) {
  return (
    <>
      <p>{text}</p>
      <Actions onCancel={onCancel} cancelLabel={cancelLabel}>
        <PendingButton pending={pending} color="danger" onClick={onConfirm}>
          {MEMBER_TEXT.delete}
        </PendingButton>
      </Actions>
    </>
  )
}

function Actions({
  onCancel,
  cancelLabel = MEMBER_TEXT.cancel,
  children,
}: {
  onCancel: () => void
  cancelLabel?: string
  children: React.ReactNode
}) {
  return (
    <div className="dialog-actions">
      <IonButton fill="outline" onClick={onCancel}>
        {cancelLabel}
      </IonButton>
      {children}
    </div>
  )
}

type FirstStepProps = {
  name: string
  candidates: { id: number; first_name: string; last_name: string; email: string }[]
  newAdminId: string
  onChoose: (id: string) => void
  onNext: () => void
  onInvite: () => void
  onCancel: () => void
}

/** The last admin's first step: name a colleague as the new admin, or invite one first. */
function LastAdminFirstStep({
  name,
  candidates,
  newAdminId,
  onChoose,
  onNext,
  onInvite,
  onCancel,
}: FirstStepProps) {
  return (
    <>
      <p>{`${name} is the only admin of the company. ${MEMBER_TEXT.oneAdminAtLeast}: assign another admin or invite one first.`}</p>
      {candidates.length > 0 && (
        <ChoiceSelect
          label={MEMBER_TEXT.newAdminLabel}
          placeholder={CHOOSE_COLLEAGUE}
          choices={candidates.map((candidate) => ({
            value: String(candidate.id),
            label: `${nameOf(candidate)} (${candidate.email})`,
          }))}
          value={newAdminId}
          onChoose={onChoose}
        />
      )}
      <Actions onCancel={onCancel}>
        <IonButton fill="outline" onClick={onInvite}>
          {MEMBER_TEXT.inviteMembers}
        </IonButton>
        {candidates.length > 0 && (
          <IonButton disabled={!newAdminId} onClick={onNext}>
            {MEMBER_TEXT.next}
          </IonButton>
        )}
      </Actions>
    </>
  )
}
