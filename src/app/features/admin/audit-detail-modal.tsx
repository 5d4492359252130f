import type { AdminAuditEvent } from '#domain/admin-audit.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { shortDateTime } from './admin-format.ts'
import { actorName, targetName } from './audit-names.ts'
import { AUDIT_TEXT } from './audit-text.ts'
import { auditFieldRows } from './audit-values.ts'

type Props = { event: AdminAuditEvent; isOpen: boolean; onClose: () => void }

/** One change of the audit log: who, what, when, and its values before and after in a table. */
export function AuditDetailModal({ event, isOpen, onClose }: Props) {
  const rows = auditFieldRows(event.before, event.after)
  return (
    <AppModal
      isOpen={isOpen}
      title={AUDIT_TEXT.actions[event.action]}
      onClose={onClose}
      className="account-detail"
    >
      <dl className="account-facts">
        <div>
          <dt>{AUDIT_TEXT.target}</dt>
          <dd className="account-facts__email">{targetName(event)}</dd>
        </div>
        <div>
          <dt>{AUDIT_TEXT.who}</dt>
          <dd className="account-facts__email">
            <span>{actorName(event)}</span>
            {event.actor && <span className="account-facts__muted">{event.actor.email}</span>}
          </dd>
        </div>
        <div>
          <dt>{AUDIT_TEXT.when}</dt>
          <dd>{shortDateTime(event.created_at)}</dd>
        </div>
      </dl>
      {rows.length === 0 ? (
        <p className="account-facts__muted">{AUDIT_TEXT.noValues}</p>
      ) : (
        <table className="data-table audit-changes">
          <caption>{AUDIT_TEXT.changes}</caption>
          <thead>
            <tr>
              <th scope="col">{AUDIT_TEXT.field}</th>
              <th scope="col">{AUDIT_TEXT.before}</th>
              <th scope="col">{AUDIT_TEXT.after}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field}>
                <th scope="row">{row.field}</th>
                <td>{row.before}</td>
                <td>{row.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AppModal>
  )
}
