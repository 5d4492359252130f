import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { PRODUCT_NAME } from '../../domain/brand.ts'
import { JOIN_REQUEST_TEXT } from '../../domain/join-request-messages.ts'
import { companyHasConfirmedMembers } from '../accounts/company-ownership.ts'
import { recordAdminChange } from '../admin/audit-log.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { companies, companyJoinRequests, users, vendors } from '../db/schema/index.ts'
import { HttpError } from '../http-errors.ts'
import { enqueueMail } from '../mail/enqueue-mail.ts'
import { mayMailAddress } from '../mail/user-mail-limits.ts'

/** Requests of registrants who confirmed their address and were not declined. */
const open = and(isNull(companyJoinRequests.declinedAt), isNotNull(users.confirmedAt))

const requestColumns = {
  id: companyJoinRequests.id,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  job_title: users.jobTitle,
  requested_at: companyJoinRequests.createdAt,
}

/** The open requests to join one company, oldest first: its members section lists them. */
export function companyJoinRequestsOf(db: Database, companyId: number) {
  return db
    .select(requestColumns)
    .from(companyJoinRequests)
    .innerJoin(users, eq(users.id, companyJoinRequests.userId))
    .where(and(open, eq(companyJoinRequests.companyId, companyId)))
    .orderBy(asc(companyJoinRequests.id))
}

const hasConfirmedMembers = sql`exists (select 1 from ${users} m where m.company_id = ${companies.id} and m.confirmed_at is not null)`

/** Open requests with their companies, oldest first, for companies with or without confirmed members. */
function openRequestsOfCompanies(db: Database, withMembers: boolean) {
  return db
    .select({
      ...requestColumns,
      company: { id: companies.id, name: companies.name, website: companies.website },
      vendor_id: vendors.id,
    })
    .from(companyJoinRequests)
    .innerJoin(users, eq(users.id, companyJoinRequests.userId))
    .innerJoin(companies, eq(companies.id, companyJoinRequests.companyId))
    .leftJoin(vendors, eq(vendors.companyId, companies.id))
    .where(and(open, withMembers ? hasConfirmedMembers : sql`not ${hasConfirmedMembers}`))
    .orderBy(asc(companyJoinRequests.id))
}

/** Open requests for companies without confirmed members: claims, for a super_admin to decide. */
export const vendorClaims = (db: Database) => openRequestsOfCompanies(db, false)

/**
 * Open requests to join companies that have confirmed members: their admins decide them, and a
 * super_admin may too (the admin site's Companies section).
 */
export const openJoinRequests = (db: Database) => openRequestsOfCompanies(db, true)

/** Who is asked: the company's confirmed, active admins, or, for a claim, every super_admin. */
async function decidersOf(db: Database, companyId: number): Promise<string[]> {
  const confirmedWith = (role: 'vendor_admin' | 'super_admin') =>
    and(eq(users.role, role), isNotNull(users.confirmedAt), isNull(users.deactivatedAt))
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), confirmedWith('vendor_admin')))
  const deciders =
    admins.length > 0
      ? admins
      : await db.select({ email: users.email }).from(users).where(confirmedWith('super_admin'))
  return deciders.map((row) => row.email)
}

/**
 * Emails the deciders once the registrant has confirmed the address (never for an address nobody
 * proved); the request is marked announced in the same statement that picks it, so only once.
 */
export async function announceJoinRequest(db: Database, config: Config, userId: number, now: Date) {
  const [request] = await db
    .update(companyJoinRequests)
    .set({ announcedAt: now })
    .where(and(eq(companyJoinRequests.userId, userId), isNull(companyJoinRequests.announcedAt)))
    .returning({ companyId: companyJoinRequests.companyId })
  if (!request) return
  const [details] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      company: companies.name,
      vendorId: vendors.id,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, request.companyId))
    .leftJoin(vendors, eq(vendors.companyId, companies.id))
    .where(eq(users.id, userId))
  if (!details) return
  const page = details.vendorId ? `/company/${details.vendorId}#invite-members` : '/search'
  for (const to of await decidersOf(db, request.companyId)) {
    // The request waits in the members list either way; a flood of them does not fill inboxes.
    if (!(await mayMailAddress(db, to, now))) continue
    await enqueueMail(db, {
      to,
      subject: `${details.firstName} ${details.lastName} asks to join ${details.company} on ${PRODUCT_NAME}`,
      paragraphs: [
        'Hello,',
        `${details.firstName} ${details.lastName} (${details.email}) registered on ${PRODUCT_NAME} as a member of ${details.company} and waits for your approval. Until it is approved they cannot see or change anything of the company.`,
      ],
      action: { label: 'Review the request', url: `${config.publicUrl}${page}` },
    })
  }
}

type Decision = {
  requestId: number
  approve: boolean
  now: Date
  /** The super_admin deciding in the admin site: the decision goes into the audit log. */
  operatorId?: number
  /**
   * The super_admin decides a request to join a company with members, as its admins would: the
   * requester becomes a member. Otherwise a super_admin (companyId null) decides a claim.
   */
  joinRequest?: boolean
}

/**
 * Approves or declines one open request, locked so two deciders cannot both act on it. `companyId`
 * is the deciding admin's company; null is a super_admin deciding a claim (no confirmed members).
 */
export async function decideJoinRequest(
  db: Database,
  config: Config,
  companyId: number | null,
  decision: Decision,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        userId: companyJoinRequests.userId,
        companyId: companyJoinRequests.companyId,
        email: users.email,
        company: companies.name,
      })
      .from(companyJoinRequests)
      .innerJoin(users, eq(users.id, companyJoinRequests.userId))
      .innerJoin(companies, eq(companies.id, companyJoinRequests.companyId))
      .where(and(open, eq(companyJoinRequests.id, decision.requestId)))
      .for('update', { of: companyJoinRequests })
    if (!request || (companyId !== null && request.companyId !== companyId)) {
      throw new HttpError(404, JOIN_REQUEST_TEXT.notFound)
    }
    // The company row is locked too, so a claim and a member's arrival are decided in order.
    await tx.execute(sql`SELECT id FROM ${companies} WHERE id = ${request.companyId} FOR UPDATE`)
    const claim = companyId === null && !decision.joinRequest
    if (companyId === null) {
      const hasMembers = await companyHasConfirmedMembers(tx, request.companyId)
      if (claim && hasMembers) throw new HttpError(409, JOIN_REQUEST_TEXT.companyHasMembers)
      if (!claim && !hasMembers) throw new HttpError(409, JOIN_REQUEST_TEXT.companyHasNoMembers)
    }
    if (decision.approve) {
      const role = claim ? 'vendor_admin' : 'vendor_user'
      await tx
        .update(users)
        .set({ companyId: request.companyId, role, updatedAt: decision.now })
        .where(eq(users.id, request.userId))
      await tx.delete(companyJoinRequests).where(eq(companyJoinRequests.id, decision.requestId))
    } else {
      await tx
        .update(companyJoinRequests)
        .set({ declinedAt: decision.now })
        .where(eq(companyJoinRequests.id, decision.requestId))
    }
    if (decision.operatorId !== undefined) {
      const kind = claim ? 'vendor_claim' : 'join_request'
      await recordAdminChange(tx, {
        actorId: decision.operatorId,
        action: `${kind}.${decision.approve ? 'approved' : 'declined'}`,
        target: { kind, id: decision.requestId, label: request.company },
        before: { claimant: request.email, company_id: request.companyId, status: 'open' },
        after: decision.approve
          ? { status: 'approved', claimant_role: claim ? 'vendor_admin' : 'vendor_user' }
          : { status: 'declined' },
      })
    }
    await enqueueMail(tx, {
      to: request.email,
      subject: `Your request to join ${request.company} was ${decision.approve ? 'approved' : 'declined'}`,
      paragraphs: [
        'Hello,',
        decision.approve
          ? `You are now a member of ${request.company} on ${PRODUCT_NAME}.`
          : JOIN_REQUEST_TEXT.declined(request.company),
      ],
      action: { label: `Open ${PRODUCT_NAME}`, url: `${config.publicUrl}/` },
    })
  })
}
