import { IonItem, IonLabel, IonList } from '@ionic/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminJoinRequest } from '#domain/admin-companies.ts'
import { answerOf } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { type Decision, DecisionButtons } from '../../ui/decision-buttons.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { shortDate } from './admin-format.ts'
import { adminKeys, type VendorClaim } from './admin-queries.ts'
import { ADMIN_TEXT } from './admin-text.ts'

/** Claims of companies without members, or requests to join one with members. */
type RequestKind = 'vendor_claims' | 'join_requests'

/** A join request, or a claim, which may name the vendor its company looks like. */
type Request = AdminJoinRequest & Partial<Pick<VendorClaim, 'lookalike_of'>>

/** What deciding says: a claim makes its claimant the company's admin, a join request a member. */
export type DecisionTexts = {
  approved: (name: string, company: string) => string
  declined: (name: string, company: string) => string
}

/**
 * Requests to join a company, each approved or declined at once (POST `{path}/{id}/approve` or
 * `/decline`): the vendor claims and the join requests of the admin site.
 */
export function JoinRequestList({
  requests,
  kind,
  texts,
}: {
  requests: readonly Request[]
  kind: RequestKind
  texts: DecisionTexts
}) {
  return (
    <IonList className="admin-list" lines="full">
      {requests.map((request) => (
        <RequestItem key={request.id} request={request} kind={kind} texts={texts} />
      ))}
    </IonList>
  )
}

function RequestItem({
  request,
  kind,
  texts,
}: {
  request: Request
  kind: RequestKind
  texts: DecisionTexts
}) {
  const api = useApi()
  const queryClient = useQueryClient()
  const name = `${request.first_name} ${request.last_name}`.trim()
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      answerOf(api.rpc.admin[kind][':id'][decision].$post({ param: { id: String(request.id) } })),
    networkMode: 'always',
    onSuccess: (_answer, decision) => {
      const done = decision === 'approve' ? texts.approved : texts.declined
      showToast(done(name, request.company.name))
    },
    onError: () => showToast(ADMIN_TEXT.decideFailed, 'danger'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
  return (
    <IonItem className="account-row">
      <IonLabel>
        <span className="item-columns join-request">
          <span className="item-columns__cell">
            <strong>{request.company.name}</strong>
            {request.company.website && (
              <span className="item-columns__muted">{request.company.website}</span>
            )}
            {request.lookalike_of && (
              <span className="join-request__lookalike">
                {ADMIN_TEXT.looksLike(request.lookalike_of)}
              </span>
            )}
          </span>
          <span className="item-columns__cell">
            <span>{name}</span>
            <span className="item-columns__muted">{request.email}</span>
            {request.job_title && <span className="item-columns__muted">{request.job_title}</span>}
            <span className="item-columns__muted">
              {ADMIN_TEXT.requestedOn(shortDate(request.requested_at))}
            </span>
          </span>
          <DecisionButtons
            texts={ADMIN_TEXT}
            labelOf={(decision) => `${ADMIN_TEXT[decision]} ${name} for ${request.company.name}`}
            pending={decide.isPending ? decide.variables : undefined}
            onDecide={(decision) => decide.mutate(decision)}
          />
        </span>
      </IonLabel>
    </IonItem>
  )
}
