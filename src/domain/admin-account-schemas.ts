import * as v from 'valibot'
import { ACCOUNT_PAGE_MAX, ACCOUNT_QUERY_MAX } from './admin-accounts.ts'
import { MESSAGES } from './fields.ts'
import { type CompanyType, ROLES, type Role } from './roles.ts'

/** The server's texts about accounts in the admin site; the app shows the first it receives. */
export const ADMIN_ACCOUNT_MESSAGES = {
  notFound: 'Account not found',
  ownRole: 'You cannot change your own role',
  ownDeactivation: 'You cannot deactivate your own account',
  alreadyConfirmed: 'This account has already confirmed its email',
  deactivatedNoEmail: 'A deactivated account is sent no email: reactivate it first',
  queryTooLong: `Search for at most ${ACCOUNT_QUERY_MAX} characters`,
  roleInvalid: `Role must be one of ${ROLES.join(', ')}`,
  pageInvalid: 'page must be a whole number from 1',
  roleNotForCompany: (companyType: CompanyType | null, roles: readonly Role[]) =>
    companyType === null
      ? 'An account without a company keeps its role'
      : `An account of a ${companyType === 'cpg' ? 'CPG' : 'vendor'} company can only be ${roles.join(' or ')}`,
} as const

export const AccountListQuerySchema = v.object({
  query: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(ACCOUNT_QUERY_MAX, ADMIN_ACCOUNT_MESSAGES.queryTooLong),
    ),
    '',
  ),
  role: v.optional(v.picklist(ROLES, ADMIN_ACCOUNT_MESSAGES.roleInvalid)),
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, ADMIN_ACCOUNT_MESSAGES.pageInvalid),
      v.transform(Number),
      v.minValue(1, ADMIN_ACCOUNT_MESSAGES.pageInvalid),
      v.maxValue(ACCOUNT_PAGE_MAX, ADMIN_ACCOUNT_MESSAGES.pageInvalid),
    ),
    '1',
  ),
})

export type AccountListQuery = v.InferOutput<typeof AccountListQuerySchema>

export const AccountRoleSchema = v.object({
  role: v.pipe(
    v.optional(v.string(), ''),
    v.nonEmpty(MESSAGES.roleRequired),
    v.picklist(ROLES, ADMIN_ACCOUNT_MESSAGES.roleInvalid),
  ),
})
