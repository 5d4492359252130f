import { useId } from 'react'
import type { Member, MemberRole } from '../../../domain/member-schemas.ts'
import type { CompanyRole } from '../../../domain/roles.ts'
import { fieldErrorsOf } from '../../api/api-client.ts'
import { showToast } from '../../ui/toast-store.ts'
import { MEMBER_TEXT, MEMBER_TOASTS } from './member-messages.ts'
import { useChangeMemberRole } from './member-mutations.ts'

type Props = { vendorId: number; member: Member; roles: MemberRole[]; onlyAdmin: boolean }

/** A member's role; locked for the company's only admin, who must stay one (marketplace.md §4). */
export function MemberRoleSelect({ vendorId, member, roles, onlyAdmin }: Props) {
  const id = useId()
  const change = useChangeMemberRole(vendorId)
  const name = `${member.first_name} ${member.last_name}`.trim()

  const choose = async (role: CompanyRole) => {
    try {
      await change.mutateAsync({ memberId: member.id, role })
      showToast(MEMBER_TOASTS.roleChanged)
    } catch (error) {
      // The server's reason (the last admin, say) replaces the generic text; the list then reloads.
      showToast(fieldErrorsOf(error).role?.[0] ?? MEMBER_TOASTS.roleFailed, 'danger')
    }
  }

  return (
    <span className="member-role" title={onlyAdmin ? MEMBER_TEXT.oneAdminAtLeast : undefined}>
      <label htmlFor={id} className="visually-hidden">
        {`${MEMBER_TEXT.roleLabel} of ${name}`}
      </label>
      <select
        id={id}
        value={change.isPending ? change.variables.role : (member.role ?? 'vendor_admin')}
        disabled={onlyAdmin || change.isPending}
        aria-describedby={onlyAdmin ? `${id}-only-admin` : undefined}
        onChange={(event) => void choose(event.target.value as CompanyRole)}
      >
        {roles.map((role) => (
          <option key={role.id} value={role.id}>
            {role.name}
          </option>
        ))}
      </select>
      {onlyAdmin && (
        <span id={`${id}-only-admin`} className="visually-hidden">
          {MEMBER_TEXT.oneAdminAtLeast}
        </span>
      )}
    </span>
  )
}
