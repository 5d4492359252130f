import { IonButton, IonItem, IonList } from '@ionic/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { arrowDown, arrowUp, pencil, trashOutline } from 'ionicons/icons'
import { useEffect, useState } from 'react'
import {
  type AdminLookup,
  LOOKUP_KIND_TRAITS,
  LOOKUP_KINDS,
  type LookupKind,
} from '#domain/admin-lookups.ts'
import { useApi } from '../../api/use-api.ts'
import { ConfirmAlert } from '../../ui/confirm-alert.tsx'
import { focusInnerButton } from '../../ui/focus-inner-button.ts'
import { ChoiceSelect } from '../../ui/forms/choice-select.tsx'
import { RoundIconButton } from '../../ui/round-icon-button.tsx'
import { usePageMeta } from '../../ui/use-page-meta.ts'
import { AdminLoadState } from './admin-load-state.tsx'
import { lookupsQuery } from './admin-queries.ts'
import { useLookupChange } from './lookup-actions.ts'
import { LookupFormModal } from './lookup-form-modal.tsx'
import { LookupMergeModal } from './lookup-merge-modal.tsx'
import { LOOKUP_TEXT } from './lookup-text.ts'

const route = getRouteApi('/admin/lookups')

/** What is open over the list: the add or rename form, the delete question or the merge form. */
type Open =
  | { dialog: 'form'; lookup: AdminLookup | null }
  | { dialog: 'delete' | 'merge'; lookup: AdminLookup }
  | null

const siblingsOf = (rows: readonly AdminLookup[], lookup: AdminLookup) =>
  rows.filter((row) => row.parent_id === lookup.parent_id && row.section_id === lookup.section_id)

/** /admin/lookups: one list at a time, its rows added, renamed, ordered, deleted or merged. */
export function LookupsPage() {
  usePageMeta({ title: `${LOOKUP_TEXT.title} · Admin` })
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const kind = search.kind ?? LOOKUP_KINDS[0]
  const traits = LOOKUP_KIND_TRAITS[kind]
  const api = useApi()
  const query = useQuery(lookupsQuery(api, kind))
  const sections = useQuery({
    ...lookupsQuery(api, traits.section?.kind ?? kind),
    enabled: !!traits.section,
  })
  const change = useLookupChange(kind)
  const [open, setOpen] = useState<Open>(null)
  const [shown, setShown] = useState(false)
  const [focusId, setFocusId] = useState<string | null>(null)
  const show = (next: Open) => {
    setOpen(next)
    setShown(true)
  }
  // After a move the focus stays with the moved row's buttons, wherever the row now is.
  useEffect(() => {
    if (!focusId || !query.data) return
    // At an end of the list its button is disabled: the other one takes the focus.
    const other = focusId.endsWith('-up')
      ? focusId.replace(/-up$/, '-down')
      : focusId.replace(/-down$/, '-up')
    const [button] = [focusId, other]
      .map((id) => document.getElementById(id) as HTMLButtonElement | null)
      .filter((found) => found && !found.disabled)
    if (button && document.activeElement !== button) focusInnerButton(button)
  }, [focusId, query.data])
  const moving = change.isPending && change.variables.action === 'move'
  const remove = (lookup: AdminLookup) =>
    show({
      dialog: traits.merges && (lookup.uses > 0 || lookup.children > 0) ? 'merge' : 'delete',
      lookup,
    })
  return (
    <>
      <h1>{LOOKUP_TEXT.title}</h1>
      <p className="admin-page__intro">{LOOKUP_TEXT.intro}</p>
      <div className="lookup-bar">
        <div className="lookup-bar__kind">
          <ChoiceSelect
            label={LOOKUP_TEXT.kind}
            choices={LOOKUP_KINDS.map((value) => ({
              value,
              label: LOOKUP_KIND_TRAITS[value].title,
            }))}
            value={kind}
            onChoose={(value) => {
              const next = LOOKUP_KINDS.find((k) => k === value)
              if (next && next !== kind) void navigate({ search: { kind: next }, replace: true })
            }}
          />
        </div>
        <IonButton onClick={() => show({ dialog: 'form', lookup: null })}>
          {LOOKUP_TEXT.add(kind)}
        </IonButton>
      </div>
      <AdminLoadState query={query}>
        {(rows) => (
          <LookupList
            kind={kind}
            rows={rows}
            onRename={(lookup) => show({ dialog: 'form', lookup })}
            onDelete={remove}
            onMove={(lookup, direction) => {
              // One move at a time; the buttons stay enabled so the focus stays on them.
              if (moving) return
              setFocusId(`lookup-${lookup.id}-${direction}`)
              change.mutate({ action: 'move', lookup, direction })
            }}
          />
        )}
      </AdminLoadState>
      {open?.dialog === 'form' && (
        <LookupFormModal
          key={`${kind}-${open.lookup?.id ?? 'new'}`}
          kind={kind}
          lookup={open.lookup}
          rows={query.data ?? []}
          sections={sections.data ?? []}
          change={change}
          isOpen={shown}
          onClose={() => setShown(false)}
        />
      )}
      {open?.dialog === 'merge' && (
        <LookupMergeModal
          key={`${kind}-${open.lookup.id}`}
          kind={kind}
          lookup={open.lookup}
          rows={query.data ?? []}
          change={change}
          isOpen={shown}
          onClose={() => setShown(false)}
        />
      )}
      <ConfirmAlert
        isOpen={shown && open?.dialog === 'delete'}
        title={LOOKUP_TEXT.deleteTitle}
        question={LOOKUP_TEXT.deleteQuestion(open?.lookup?.name ?? '')}
        choices={[
          { text: LOOKUP_TEXT.cancel, role: 'cancel' },
          {
            text: LOOKUP_TEXT.delete,
            role: 'destructive',
            onChoose: () => {
              if (open?.dialog === 'delete')
                change.mutate({ action: 'delete', lookup: open.lookup })
            },
          },
        ]}
        onClosed={() => setShown(false)}
      />
    </>
  )
}

function LookupList({
  kind,
  rows,
  onRename,
  onDelete,
  onMove,
}: {
  kind: LookupKind
  rows: readonly AdminLookup[]
  onRename: (lookup: AdminLookup) => void
  onDelete: (lookup: AdminLookup) => void
  onMove: (lookup: AdminLookup, direction: 'up' | 'down') => void
}) {
  if (rows.length === 0) return <p className="empty-state">{LOOKUP_TEXT.empty}</p>
  // Rows filed under sections read as one group per section, in the app's order.
  const groups: { section: string | null; rows: AdminLookup[] }[] = []
  for (const row of rows) {
    const last = groups.at(-1)
    if (last && last.section === row.section) last.rows.push(row)
    else groups.push({ section: row.section, rows: [row] })
  }
  return (
    <>
      <p className="account-results__count" role="status">
        {LOOKUP_TEXT.count(kind, rows.length)}
      </p>
      {groups.map((group) => (
        <section key={group.section ?? ''} className="lookup-section">
          {group.section && <h2 className="lookup-section__title">{group.section}</h2>}
          <IonList className="admin-list" lines="full">
            {group.rows.map((row) => (
              <LookupRow
                key={row.id}
                kind={kind}
                lookup={row}
                siblings={siblingsOf(rows, row)}
                onRename={() => onRename(row)}
                onDelete={() => onDelete(row)}
                onMove={(direction) => onMove(row, direction)}
              />
            ))}
          </IonList>
        </section>
      ))}
    </>
  )
}

function LookupRow({
  kind,
  lookup,
  siblings,
  onRename,
  onDelete,
  onMove,
}: {
  kind: LookupKind
  lookup: AdminLookup
  siblings: readonly AdminLookup[]
  onRename: () => void
  onDelete: () => void
  onMove: (direction: 'up' | 'down') => void
}) {
  const place = siblings.findIndex((row) => row.id === lookup.id)
  const facts = [LOOKUP_TEXT.uses(kind, lookup.uses)]
  if (lookup.children > 0) facts.push(LOOKUP_TEXT.children(lookup.children))
  const button = (
    control: string,
    label: string,
    icon: string,
    onClick: () => void,
    disabled = false,
  ) => (
    <RoundIconButton
      fill="outline"
      className="row-icon-button"
      id={`lookup-${lookup.id}-${control}`}
      label={label}
      icon={icon}
      disabled={disabled}
      onClick={onClick}
    />
  )
  return (
    <IonItem className="admin-row">
      <div className="admin-row__body" style={{ paddingInlineStart: `${lookup.depth * 20}px` }}>
        <span className="admin-row__names">
          <strong>{lookup.name}</strong>
          <span className="item-columns__muted">{facts.join(' · ')}</span>
        </span>
        <span className="row-actions">
          {LOOKUP_KIND_TRAITS[kind].ordered && (
            <>
              {button(
                'up',
                LOOKUP_TEXT.moveUp(lookup.name),
                arrowUp,
                () => onMove('up'),
                place === 0,
              )}
              {button(
                'down',
                LOOKUP_TEXT.moveDown(lookup.name),
                arrowDown,
                () => onMove('down'),
                place === siblings.length - 1,
              )}
            </>
          )}
          {button('rename', LOOKUP_TEXT.rename(lookup.name), pencil, onRename)}
          {button('delete', LOOKUP_TEXT.remove(lookup.name), trashOutline, onDelete)}
        </span>
      </div>
    </IonItem>
  )
}
