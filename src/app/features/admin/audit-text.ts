import type { AdminAuditAction } from '../../../domain/admin-audit.ts'

/** What the admin site's Audit log section says (docs/api-admin.md, "Audit log"). */
export const AUDIT_TEXT = {
  title: 'Audit log',
  intro:
    'Every change made in the admin site, newest first: who made it, what it changed, and the values before and after.',
  actionFilter: 'Change',
  allActions: 'All changes',
  actions: {
    'account.role_changed': 'Role changed',
    'account.deactivated': 'Account deactivated',
    'account.reactivated': 'Account reactivated',
    'account.confirmation_resent': 'Confirmation email resent',
    'vendor_claim.approved': 'Vendor claim approved',
    'vendor_claim.declined': 'Vendor claim declined',
    'featured.tactics_saved': 'Featured tactics saved',
    'featured.vendors_saved': 'Featured vendors saved',
    'recommendation.changed': 'Recommendation changed',
    'recommendation.vendor_invited': 'Recommended vendor invited',
    'email.retried': 'Email retried',
    'lookup.created': 'Lookup added',
    'lookup.renamed': 'Lookup renamed',
    'lookup.moved': 'Lookup moved',
    'lookup.deleted': 'Lookup deleted',
    'lookup.merged': 'Lookup merged',
  } satisfies Record<AdminAuditAction, string>,
  count: (total: number) =>
    `${total.toLocaleString('en-US')} ${total === 1 ? 'change' : 'changes'}`,
  pages: 'Audit log pages',
  empty: {
    all: 'No change has been made in the admin site yet.',
    filtered: (action: string) => `No “${action}” change has been made.`,
  },
  showAll: 'Show all changes',
  by: (name: string) => `by ${name}`,
  formerOperator: 'a former operator',
  who: 'Who',
  what: 'What',
  target: 'Changed',
  when: 'When',
  changes: 'Before and after',
  field: 'Field',
  before: 'Before',
  after: 'After',
  nothing: '—',
  noValues: 'This change keeps no values.',
} as const
