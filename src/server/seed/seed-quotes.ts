import { asc, eq, inArray, ne } from 'drizzle-orm'
import { quoteTexts } from '../../domain/prefilled-texts.ts'
import type { QuoteOutcome, QuoteSide } from '../../domain/quotes.ts'
import { loadSender, quoteUser } from '../buyer-actions/action-target.ts'
import { vendorContacts } from '../buyer-actions/vendor-contacts.ts'
import type { Database } from '../db/client.ts'
import {
  quoteAttachments,
  quoteReplies,
  quoteRequests,
  tactics,
  users,
  vendors,
} from '../db/schema/index.ts'
import { ATTACHMENT_CONTENT_TYPES } from '../quotes/quote-attachments.ts'
import { type StoredExtension, storeFile } from '../uploads/stored-file.ts'
import type { UploadStorage } from '../uploads/upload-storage.ts'
import { DEMO_ACCOUNTS } from './demo-accounts.ts'
import { pdfWithLines, pngCard } from './quote-attachment-files.ts'
import { daysBeforeEpoch } from './seed-clock.ts'

const HOUR_MS = 60 * 60_000

const email = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)?.email as string

type File = { name: string; extension: StoredExtension; bytes: Uint8Array }
type Reply = {
  side: QuoteSide
  by: 'buyer' | 'admin' | 'user'
  hoursAfter: number
  text: string
  files?: File[]
}
type Request = {
  vendorId: number
  tacticId?: number
  daysAgo: number
  openedBy?: { hoursAfter: number }
  replies?: Reply[]
  nudgedHoursAfter?: number
  closed?: { hoursAfter: number; outcome: QuoteOutcome }
}

async function storedFiles(storage: UploadStorage, files: File[]) {
  return Promise.all(
    files.map(async (file) => ({
      storageKey: (
        await storeFile(storage, 'quote-attachments', file.bytes, file.extension)
      ).replace(/^\/uploads\//, ''),
      name: `${file.name}.${file.extension}`,
      contentType: ATTACHMENT_CONTENT_TYPES[file.extension],
      size: file.bytes.byteLength,
    })),
  )
}

/**
 * The demo buyer's quote requests in every status of docs/spec/workspace.md §3 ("Demo data"):
 * answered and closed threads with replies from the demo vendor's two members, some with a price
 * list attached, an opened one and a sent one still waiting for an answer (every date is days
 * before the seed's epoch, so both wait), and one to another vendor.
 */
export async function seedQuotes(db: Database, storage: UploadStorage, demoVendorId: number) {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [email('cpg_user'), email('vendor_admin'), email('vendor_user')]))
  const idOf = (address: string) => people.find((p) => p.email === address)?.id as number
  const authors = {
    buyer: idOf(email('cpg_user')),
    admin: idOf(email('vendor_admin')),
    user: idOf(email('vendor_user')),
  }
  const [other] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(ne(vendors.id, demoVendorId))
    .orderBy(asc(vendors.id))
    .limit(1)
  const own = await db
    .select({ id: tactics.id })
    .from(tactics)
    .where(eq(tactics.vendorId, demoVendorId))
    .orderBy(asc(tactics.id))
    .limit(3)
  const rateCard: File = {
    name: 'Rate card 2026',
    extension: 'pdf',
    bytes: pdfWithLines([
      'Rate card 2026',
      'Shelf talkers: 0.45 USD per store per week',
      'End caps: 1,200 USD per store per month',
      'Minimum run: 4 weeks, 50 stores',
    ]),
  }
  const mockup: File = {
    name: 'Display mock-up',
    extension: 'png',
    bytes: await pngCard('Display mock-up', ['Aisle end cap, 4 shelves', 'Your brand colours']),
  }
  const requests: Request[] = [
    {
      vendorId: demoVendorId,
      tacticId: own[0]?.id,
      daysAgo: 40,
      openedBy: { hoursAfter: 3 },
      replies: [
        {
          side: 'vendor',
          by: 'admin',
          hoursAfter: 5,
          text: 'Thank you for asking. Our rate card is attached; for 50 stores over 6 weeks we can offer 10% off.',
          files: [rateCard],
        },
        {
          side: 'buyer',
          by: 'buyer',
          hoursAfter: 26,
          text: 'Thanks, that works for us. Let us go ahead.',
        },
      ],
      closed: { hoursAfter: 30, outcome: 'chose_this_vendor' },
    },
    {
      vendorId: demoVendorId,
      tacticId: own[1]?.id,
      daysAgo: 12,
      openedBy: { hoursAfter: 2 },
      replies: [
        {
          side: 'vendor',
          by: 'user',
          hoursAfter: 4,
          text: 'Hello Bea, here is a mock-up of the display and our price list. Shall we schedule a call?',
          files: [mockup, rateCard],
        },
        {
          side: 'buyer',
          by: 'buyer',
          hoursAfter: 22,
          text: 'Looks great. Can you do 30 stores in the Midwest?',
        },
        {
          side: 'vendor',
          by: 'admin',
          hoursAfter: 27,
          text: 'Yes, 30 stores from March at the same rate.',
        },
      ],
    },
    { vendorId: demoVendorId, tacticId: own[2]?.id, daysAgo: 8, openedBy: { hoursAfter: 20 } },
    { vendorId: demoVendorId, daysAgo: 6, nudgedHoursAfter: 4 * 24 },
    ...(other ? [{ vendorId: other.id, daysAgo: 3 }] : []),
  ]
  const buyer = await loadSender(db, authors.buyer)
  for (const request of requests) {
    const [vendor] = await db.select().from(vendors).where(eq(vendors.id, request.vendorId))
    if (!vendor) continue
    const [tactic] = request.tacticId
      ? await db
          .select({ name: tactics.name })
          .from(tactics)
          .where(eq(tactics.id, request.tacticId))
      : []
    const texts = quoteTexts(quoteUser(buyer), vendor.name, tactic?.name ?? null)
    const sentAt = daysBeforeEpoch(request.daysAgo)
    const at = (hoursAfter: number) => new Date(sentAt.getTime() + hoursAfter * HOUR_MS)
    const replies = request.replies ?? []
    const answer = replies.find((reply) => reply.side === 'vendor')
    const last = replies.at(-1)
    const [row] = await db
      .insert(quoteRequests)
      .values({
        userId: authors.buyer,
        vendorId: vendor.id,
        tacticId: request.tacticId ?? null,
        status: 'sent',
        emailTo: (await vendorContacts(db, vendor)).map((contact) => contact.email),
        emailCc: [],
        emailSubject: texts.subject,
        emailText: texts.text,
        createdAt: new Date(sentAt.getTime() - 10 * 60_000),
        closedAt: sentAt,
        openedAt: request.openedBy ? at(request.openedBy.hoursAfter) : null,
        answeredAt: answer ? at(answer.hoursAfter) : null,
        threadClosedAt: request.closed ? at(request.closed.hoursAfter) : null,
        outcome: request.closed?.outcome ?? null,
        nudgedAt: request.nudgedHoursAfter ? at(request.nudgedHoursAfter) : null,
        lastActivityAt: last ? at(last.hoursAfter) : sentAt,
      })
      .returning({ id: quoteRequests.id })
    for (const reply of replies) {
      const [stored] = await db
        .insert(quoteReplies)
        .values({
          quoteRequestId: row?.id as number,
          side: reply.side,
          authorId: authors[reply.by],
          text: reply.text,
          createdAt: at(reply.hoursAfter),
        })
        .returning({ id: quoteReplies.id })
      const files = await storedFiles(storage, reply.files ?? [])
      if (files.length > 0) {
        await db
          .insert(quoteAttachments)
          .values(files.map((file) => ({ ...file, replyId: stored?.id as number })))
      }
    }
  }
}
