import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import type { CompanyRole, Role } from '../../src/domain/roles.ts'
import { hashPassword } from '../../src/server/auth/password.ts'
import { digestToken } from '../../src/server/auth/token-digest.ts'

/**
 * The e2e server's database (a fresh PostgreSQL database per run, see playwright.config.ts), for
 * arranging what the UI cannot: an invitation, or an account of our own to change.
 */
function connect() {
  const url = process.env.E2E_DATABASE_URL
  const secret = process.env.E2E_TOKEN_SECRET
  if (!url || !secret) throw new Error('Run the browser tests through playwright.config.ts')
  return { sql: postgres(url, { max: 2, idle_timeout: 5, onnotice: () => {} }), secret }
}
export const { sql, secret } = connect()

/** An address no other test uses, so tests can run in parallel and again on the same database. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@e2e.example`
}

/**
 * A company name no other test uses, in letters only: a search must find it as typed, and a
 * random part such as "-74e36b" reads to PostgreSQL's text search as a number in a name.
 */
export function uniqueCompanyName(label: string): string {
  const letters = [...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')
  return `${label} ${letters}`
}

async function companyIdOf(email: string): Promise<number> {
  const [row] = await sql<{ company_id: number }[]>`
    select company_id from users where email = ${email}`
  if (!row) throw new Error(`No user ${email}`)
  return row.company_id
}

/** A confirmed account in the company of a demo account, with the given password. */
export async function createUser(options: {
  role: Role
  password: string
  companyOf: string
  firstName?: string
  lastName?: string
}): Promise<{ email: string }> {
  const email = uniqueEmail(options.role)
  await sql`
    insert into users (email, password_hash, first_name, last_name, job_title, role, company_id, confirmed_at)
    values (${email}, ${await hashPassword(options.password)}, ${options.firstName ?? 'Erin'},
      ${options.lastName ?? 'Tester'}, 'Tester', ${options.role},
      ${await companyIdOf(options.companyOf)}, now())`
  return { email }
}

/** An invitation to the company of a demo account; answers the token its link carries. */
export async function createInvitation(options: {
  role: CompanyRole
  companyOf: string
  email: string
  expiresInMs?: number
}): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(Date.now() + (options.expiresInMs ?? 7 * 24 * 60 * 60 * 1000))
  await sql`
    insert into invitations (company_id, email, role, token_digest, expires_at)
    values (${await companyIdOf(options.companyOf)}, ${options.email}, ${options.role},
      ${digestToken(secret, token)}, ${expiresAt})`
  return token
}

/** The registered company of a demo account. */
export async function companyOf(email: string): Promise<{ name: string; website: string }> {
  const [row] = await sql<{ name: string; website: string }[]>`
    select c.name, c.website from companies c join users u on u.company_id = c.id
    where u.email = ${email}`
  if (!row) throw new Error(`${email} has no company`)
  return row
}

/** A vendor_admin of a new vendor company that has no company profile yet. */
export async function createVendorAdminWithoutProfile(
  password: string,
): Promise<{ email: string }> {
  const email = uniqueEmail('vendor-admin')
  const domain = email.split('@')[0]
  await sql`
    with company as (
      insert into companies (name, website, domain, company_type)
      values (${`Company ${domain}`}, ${`${domain}.example.com`}, ${`${domain}.example.com`}, 'vendor')
      returning id)
    insert into users (email, password_hash, first_name, last_name, job_title, role, company_id, confirmed_at)
    select ${email}, ${await hashPassword(password)}, 'Vera', 'Vendor', 'Founder', 'vendor_admin',
      company.id, now() from company`
  return { email }
}

/**
 * A vendor showing the nudge banner, other than the demo accounts' vendor: a seeded one that has
 * it, or else the last vendor, given it here.
 */
export async function vendorWithNudgeBanner(
  demoVendorId: number,
): Promise<{ id: number; name: string }> {
  const [found] = await sql<{ id: number; name: string }[]>`
    select id, name from vendors where nudge_banner and id <> ${demoVendorId} order by id limit 1`
  if (found) return found
  const [given] = await sql<{ id: number; name: string }[]>`
    update vendors set nudge_banner = true
    where id = (select max(id) from vendors where id <> ${demoVendorId})
    returning id, name`
  if (!given) throw new Error('No vendor to show the nudge banner')
  return given
}

/**
 * Approves the registrant's request to join a company whose admins have no vendor profile (and
 * so no members section) yet, as `decideJoinRequest` does: the registrant becomes a vendor_user.
 */
export async function approveJoinRequest(email: string): Promise<void> {
  const [request] = await sql<{ id: number; user_id: number; company_id: number }[]>`
    select r.id, r.user_id, r.company_id from company_join_requests r
    join users u on u.id = r.user_id where u.email = ${email} and r.declined_at is null`
  if (!request) throw new Error(`No open join request of ${email}`)
  await sql.begin(async (tx) => {
    await tx`update users set company_id = ${request.company_id}, role = 'vendor_user'
      where id = ${request.user_id}`
    await tx`delete from company_join_requests where id = ${request.id}`
  })
}

/** Ends every session of the user on the server, as a password change elsewhere or an admin would. */
export async function revokeSessions(email: string): Promise<void> {
  await sql`delete from sessions where user_id = (select id from users where email = ${email})`
}

/**
 * A registrant of a new company of their own whose request to join the company of `joining` (a
 * demo account) waits for that company's admins; answers their email.
 */
export async function createWaitingRegistrant(password: string, joining: string): Promise<string> {
  const { email } = await createVendorAdminWithoutProfile(password)
  await sql`
    insert into company_join_requests (user_id, company_id, announced_at)
    select u.id, c.id, now() from users u, users admin join companies c on c.id = admin.company_id
    where u.email = ${email} and admin.email = ${joining}`
  return email
}

/** A new vendor company with one tactic, each named with `label` and a stamp no other test uses. */
export async function createVendorWithTactic(label: string) {
  const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`
  const vendorName = `${label} Outdoor ${stamp}`
  const tacticName = `${label} Endcaps ${stamp}`
  const [row] = await sql<{ vendor_id: number; tactic_id: number }[]>`
    with company as (
      insert into companies (name, website, domain, company_type)
      values (${vendorName}, ${`https://${stamp}.example`}, ${`${stamp}.example`}, 'vendor')
      returning id
    ), vendor as (
      insert into vendors (company_id, name, sales_rep_first_name, sales_rep_last_name,
        sales_rep_email, website)
      select id, ${vendorName}, 'Sam', 'Seller', ${`sam@${stamp}.example`},
        ${`https://${stamp}.example`} from company
      returning id
    )
    insert into tactics (vendor_id, name, description)
    select id, ${tacticName}, 'Endcap displays in 300 stores.' from vendor
    returning vendor_id, id as tactic_id`
  if (!row) throw new Error('No vendor was created')
  return { vendorId: row.vendor_id, vendorName, tacticId: row.tactic_id, tacticName }
}

/**
 * Runs `task` while no other test runs one of the same `turn`: for what the whole marketplace
 * shares, such as the featured lists, which a test's phone and desktop runs would otherwise change
 * at once. A PostgreSQL advisory lock on a connection of its own holds it across the workers.
 */
export async function inTurn<T>(turn: string, task: () => Promise<T>): Promise<T> {
  const connection = await sql.reserve()
  const key = `e2e ${turn}`
  try {
    await connection`select pg_advisory_lock(hashtext(${key}))`
    return await task()
  } finally {
    await connection`select pg_advisory_unlock(hashtext(${key}))`
    connection.release()
  }
}

/**
 * Opens a session for an account whose password the server has just accepted, as a sign-in with
 * the second factor would: each 30-second code works once, and the suite signs the demo
 * super_admin in more often than that from parallel workers (two-factor.spec.ts signs in with
 * codes). Answers the headers the app would store.
 */
export async function openSessionFor(email: string) {
  const token = randomBytes(32).toString('base64url')
  const client = randomBytes(16).toString('base64url')
  const now = new Date()
  const expiresAt = new Date(now.getTime() + 14 * 24 * 60 * 60 * 1000)
  const [user] = await sql<{ id: number; email: string }[]>`
    select id, email from users where lower(email) = lower(${email})`
  if (!user) throw new Error(`No user ${email}`)
  await sql`
    insert into sessions (user_id, client, token_digest, token_seen_at, issued_at, expires_at, ends_at, created_at)
    values (${user.id}, ${client}, ${digestToken(secret, token)}, ${now}, ${now}, ${expiresAt},
      ${expiresAt}, ${now})`
  return {
    'access-token': token,
    client,
    uid: user.email,
    expiry: String(Math.floor(expiresAt.getTime() / 1000)),
  }
}
