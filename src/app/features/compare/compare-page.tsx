import '../../ui/surfaces.css'
import './compare.css'
import { IonButton } from '@ionic/react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { COMPARE_MIN, type ComparedTactic } from '#domain/compare.ts'
import { NetworkError } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { BackLink } from '../../navigation/back-link.tsx'
import { BACK_TEXT } from '../../navigation/navigation-texts.ts'
import { useBack } from '../../navigation/use-back.ts'
import { useSession } from '../../session/use-session.ts'
import { saveCsvFile } from '../../ui/csv-file.ts'
import { SwitchRow } from '../../ui/forms/switch-row.tsx'
import { LoadFailedAlert } from '../../ui/load-failed-alert.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { compareQuery } from './compare-query.ts'
import { compareCsv, compareCsvName, shownRows } from './compare-rows.ts'
import { type CompareSearch, comparedIds, compareSearchOf } from './compare-search.ts'
import { CompareTable } from './compare-table.tsx'
import { COMPARE_TEXT } from './compare-texts.ts'
import { type CompareColumn, offlineComparison } from './offline-comparison.ts'

/** /compare?tactics=1,2,3 (docs/spec/workspace.md §2). */
export function ComparePage({ search }: { search: CompareSearch }) {
  const ids = comparedIds(search)
  const back = useBack('/search', () => true)
  return (
    <article className="container compare-page" aria-labelledby="compare-title">
      <div className="compare-page__back">
        <BackLink href="/search" onFollow={back}>
          {BACK_TEXT.back}
        </BackLink>
      </div>
      <h1 id="compare-title">{COMPARE_TEXT.title}</h1>
      {ids ? (
        <Comparison ids={ids} />
      ) : (
        <div className="empty-state">
          <p className="empty-state__title">{COMPARE_TEXT.tacticIdsInvalid}</p>
          <Link to="/search" search={{ tab: 'tactics' }} className="btn btn--primary">
            {COMPARE_TEXT.toSearch}
          </Link>
        </div>
      )}
    </article>
  )
}

function Comparison({ ids }: { ids: number[] }) {
  const compared = useQuery(compareQuery(useApi(), ids))
  const queryClient = useQueryClient()
  const viewer = useSession()?.user.id ?? null
  const tactics = compared.data?.tactics
  if (tactics) return <ComparedColumns ids={ids} columns={columnsOf(tactics)} />
  if (!compared.isError) return <div className="skeleton compare-page__skeleton" aria-busy="true" />
  if (!(compared.error instanceof NetworkError))
    return (
      <LoadFailedAlert
        message={COMPARE_TEXT.loadFailed}
        retrying={compared.isFetching}
        onRetry={() => void compared.refetch()}
      />
    )
  // Unreachable: the tactic pages this device keeps make the comparison (§2).
  const columns = offlineComparison(queryClient, ids, viewer)
  if (!columns.some((column) => column.tactic))
    return <p className="empty-state">{COMPARE_TEXT.noneOnDevice}</p>
  return (
    <>
      <p className="muted" role="status">
        {COMPARE_TEXT.fromDevice}
      </p>
      <ComparedColumns ids={ids} columns={columns} />
    </>
  )
}

const columnsOf = (tactics: ComparedTactic[]): CompareColumn[] =>
  tactics.map((tactic) => ({ tacticId: tactic.tactic_id, tactic }))

function ComparedColumns({ ids, columns }: { ids: number[]; columns: CompareColumn[] }) {
  const navigate = useNavigate()
  const [onlyDifferences, setOnlyDifferences] = useState(false)
  const tactics = columns.flatMap((column) => (column.tactic ? [column.tactic] : []))
  const rows = shownRows(tactics, onlyDifferences)
  const remove = (id: number) =>
    void navigate({
      to: '/compare',
      search: compareSearchOf(ids.filter((other) => other !== id)),
      replace: true,
    })
  return (
    <>
      <div className="compare-page__tools">
        <SwitchRow switchFirst checked={onlyDifferences} onChange={setOnlyDifferences}>
          {COMPARE_TEXT.onlyDifferences}
        </SwitchRow>
        <div className="wrap-row">
          <IonButton
            fill="outline"
            onClick={() => {
              saveCsvFile(compareCsv(tactics), compareCsvName(tactics))
              showToast(COMPARE_TEXT.downloaded)
            }}
          >
            {COMPARE_TEXT.downloadCsv}
          </IonButton>
          <IonButton fill="outline" onClick={() => window.print()}>
            {COMPARE_TEXT.print}
          </IonButton>
        </div>
      </div>
      {rows.length === 0 && <p className="muted">{COMPARE_TEXT.noDifferences}</p>}
      <CompareTable
        columns={columns}
        rows={rows}
        onRemove={columns.length > COMPARE_MIN ? remove : undefined}
      />
    </>
  )
}
