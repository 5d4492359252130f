import { IonSelect, IonSelectOption } from '@ionic/react'
import type { Member, MemberRole } from '#domain/member-schemas.ts'
import type { CompanyRole } from '#domain/roles.ts'
import { fieldErrorsOf } from '../../api/api-client.ts'
import { keepStyleFromItem } from '../../ui/keep-style-from-item.ts'
import { showToast } from '../../ui/toast-store.ts'
import { MEMBER_TEXT, MEMBER_TOASTS } from './member-messages.ts'
import { useChangeMemberRole } from './member-mutations.ts'

type Props = { vendorId: number; member: Member; roles: MemberRole[]; onlyAdmin: boolean }

/** A member's role; locked for the company's only admin, who must stay one (docs/spec/marketplace.md §4). */
export function MemberRoleSelect({ vendorId, member, roles, onlyAdmin }: Props) {
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

  // The locked select would otherwise disable the member's whole item, their Delete button with it.
  return (
    <span ref={keepStyleFromItem} className="member-role">
      <IonSelect
        aria-label={`${MEMBER_TEXT.roleLabel} of ${name}`}
        interface="popover"
        fill="outline"
        value={change.isPending ? change.variables.role : (member.role ?? 'vendor_admin')}
        disabled={onlyAdmin || change.isPending}
        // Why it is locked, shown under it (a touch screen has no hover) and read with it.
        helperText={onlyAdmin ? MEMBER_TEXT.oneAdminAtLeast : undefined}
        onIonChange={(event) => void choose(event.detail.value as CompanyRole)}
      >
        {roles.map((role) => (
          <IonSelectOption key={role.id} value={role.id}>
            {role.name}
          </IonSelectOption>
        ))}
      </IonSelect>
    </span>
  )
}
