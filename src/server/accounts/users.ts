import { eq, sql } from 'drizzle-orm'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import { FieldError } from '../http-errors.ts'
import { sameEmail } from './email-key.ts'

const credentialColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  passwordHash: users.passwordHash,
  confirmedAt: users.confirmedAt,
  deactivatedAt: users.deactivatedAt,
  role: users.role,
  totpSecret: users.totpSecret,
  totpEnabledAt: users.totpEnabledAt,
}

export async function userByEmail(db: Database, email: string) {
  const [row] = await db
    .select(credentialColumns)
    .from(users)
    .where(sameEmail(users.email, email))
    .limit(1)
  return row
}

export async function userById(db: Database, id: number) {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.id, id))
  return row
}

const emailTaken = () => new FieldError({ email: [AUTH_MESSAGES.emailTaken] })

/** Answers 422 early for a registered email, before any slow work such as hashing a password. */
export async function assertEmailFree(db: Database, email: string): Promise<void> {
  if (await userByEmail(db, email)) throw emailTaken()
}

/**
 * Inserts a user. The unique index decides who gets an email, so of two registrations with one
 * address at the same moment exactly one succeeds; the other's transaction is undone by a 422.
 */
export async function insertUser(db: Database, user: typeof users.$inferInsert) {
  const [row] = await db
    .insert(users)
    .values(user)
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email, role: users.role })
  if (!row) throw emailTaken()
  return row
}

/** Marks the email as confirmed (a followed link proves it); keeps the first confirmation time. */
export async function confirmUser(db: Database, userId: number, now: Date) {
  const [row] = await db
    .update(users)
    .set({ confirmedAt: sql`coalesce(${users.confirmedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email })
  return row
}
