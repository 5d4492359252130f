import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { QuoteRecipient } from '../../domain/buyer-actions.ts'
import { emailKey } from '../accounts/email-key.ts'
import type { Database } from '../db/client.ts'
import { users, type vendors } from '../db/schema/index.ts'

/** A vendor's contact: the address the quote goes to, and how the buyer's form names them. */
export type VendorContact = { email: string; recipient: QuoteRecipient }

/**
 * Who a quote to the vendor goes to: its sales representative and its members with a confirmed,
 * active account, each address once. The buyer sees the sales representative's address, which the
 * vendor publishes for quotes, and only the names of its members.
 */
export async function vendorContacts(
  db: Database,
  vendor: typeof vendors.$inferSelect,
): Promise<VendorContact[]> {
  const members = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.companyId, vendor.companyId),
        isNotNull(users.confirmedAt),
        isNull(users.deactivatedAt),
      ),
    )
    .orderBy(asc(users.id))
  const salesRep: VendorContact = {
    email: vendor.salesRepEmail,
    recipient: {
      email: vendor.salesRepEmail,
      first_name: vendor.salesRepFirstName,
      last_name: vendor.salesRepLastName,
    },
  }
  const contacts = [salesRep]
  for (const member of members) {
    if (contacts.some((c) => emailKey(c.email) === emailKey(member.email))) continue
    contacts.push({
      email: member.email,
      recipient: { email: null, first_name: member.firstName, last_name: member.lastName },
    })
  }
  return contacts
}
