import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { AdminCompany } from '#domain/admin-companies.ts'
import { answerOf, firstErrorMessage } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { ConfirmAlert } from '../../ui/confirm-alert.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { usePageMeta } from '../../ui/use-page-meta.ts'
import { AdminLoadState } from './admin-load-state.tsx'
import { adminKeys, joinRequestsQuery } from './admin-queries.ts'
import { CompanyPicker } from './company-picker.tsx'
import { COMPANY_TEXT } from './company-text.ts'
import { JoinRequestList } from './join-request-list.tsx'

const JOIN_TEXTS = { approved: COMPANY_TEXT.approved, declined: COMPANY_TEXT.declined }

/** /admin/companies: the requests to join companies, and merging two companies into one. */
export function CompaniesPage() {
  usePageMeta({ title: `${COMPANY_TEXT.title} · Admin` })
  const query = useQuery(joinRequestsQuery(useApi()))
  return (
    <>
      <h1>{COMPANY_TEXT.title}</h1>
      <p className="admin-page__intro">{COMPANY_TEXT.intro}</p>
      <section className="admin-section" aria-labelledby="join-requests-title">
        <h2 id="join-requests-title">{COMPANY_TEXT.joinRequests}</h2>
        <AdminLoadState query={query}>
          {(requests) =>
            requests.length === 0 ? (
              <p className="empty-state">{COMPANY_TEXT.noJoinRequests}</p>
            ) : (
              <JoinRequestList requests={requests} kind="join_requests" texts={JOIN_TEXTS} />
            )
          }
        </AdminLoadState>
      </section>
      <CompanyMerge />
    </>
  )
}

function CompanyMerge() {
  const api = useApi()
  const queryClient = useQueryClient()
  const [gone, setGone] = useState<AdminCompany | null>(null)
  const [kept, setKept] = useState<AdminCompany | null>(null)
  const [confirming, setConfirming] = useState(false)
  const merge = useMutation({
    mutationFn: ({ from, into }: { from: AdminCompany; into: AdminCompany }) =>
      answerOf(
        api.rpc.admin.companies[':id'].merge.$post({
          param: { id: String(from.id) },
          json: { into_id: into.id },
        }),
      ),
    networkMode: 'always',
    onSuccess: (_answer, { from, into }) => {
      showToast(COMPANY_TEXT.merged(from.name, into.name))
      setGone(null)
      setKept(null)
    },
    onError: (error) => showToast(firstErrorMessage(error) ?? COMPANY_TEXT.failed, 'danger'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
  return (
    <section className="admin-section" aria-labelledby="company-merge-title">
      <h2 id="company-merge-title">{COMPANY_TEXT.merge}</h2>
      <p className="admin-page__intro">{COMPANY_TEXT.mergeIntro}</p>
      <div className="company-merge">
        <CompanyPicker
          label={COMPANY_TEXT.gone}
          chosen={gone}
          except={kept?.id}
          onChoose={setGone}
        />
        <CompanyPicker
          label={COMPANY_TEXT.kept}
          chosen={kept}
          except={gone?.id}
          onChoose={setKept}
        />
      </div>
      <PendingButton
        pending={merge.isPending}
        disabled={!gone || !kept}
        onClick={() => setConfirming(true)}
      >
        {COMPANY_TEXT.mergeButton}
      </PendingButton>
      <ConfirmAlert
        isOpen={confirming}
        title={COMPANY_TEXT.mergeTitle}
        question={COMPANY_TEXT.mergeQuestion(gone?.name ?? '', kept?.name ?? '')}
        choices={[
          { text: COMPANY_TEXT.cancel, role: 'cancel' },
          {
            text: COMPANY_TEXT.mergeButton,
            role: 'destructive',
            onChoose: () => {
              if (gone && kept) merge.mutate({ from: gone, into: kept })
            },
          },
        ]}
        onClosed={() => setConfirming(false)}
      />
    </section>
  )
}
