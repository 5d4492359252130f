import { type AnyColumn, type SQL, sql } from 'drizzle-orm'

/**
 * The one form in which two spellings of an email address are compared: throttle keys, lists
 * and, through the SQL function email_key (drizzle/0017_email_key.sql), every look-up and the
 * unique index on users. Compatibility-normalised (NFKC: fullwidth letters are letters), the
 * dotted capital İ and an i with a combining dot above read as i, and ASCII letters in lower case.
 * Other letters keep their case because SQL's lower() and JavaScript's toLowerCase() disagree on
 * them (İ became "admin" in one and "admi̇n" in the other, so one account had many counters).
 */
export function emailKey(email: string): string {
  return email
    .normalize('NFKC')
    .replaceAll('İ', 'i')
    .replaceAll('i\u0307', 'i')
    .replace(/[A-Z]+/g, (letters) => letters.toLowerCase())
}

/** emailKey of a column or value, computed by the database. */
export const emailKeySql = (email: AnyColumn | SQL | string) => sql`email_key(${email})`

/** The row whose email is a spelling of `email`. */
export const sameEmail = (column: AnyColumn, email: string) =>
  sql`${emailKeySql(column)} = ${emailKey(email)}`
