import type { ActivityKind, AdminQuoteThread } from '#domain/admin-activity.ts'
import { QUOTE_MESSAGES, QUOTE_OUTCOME_LABELS, QUOTE_STATUS_LABELS } from '#domain/quotes.ts'

/** What the admin site's Activity section says (docs/api-admin.md, "Activity"). */
export const ACTIVITY_TEXT = {
  title: 'Activity',
  intro: 'The quote requests, shares and nudges buyers sent, newest first.',
  filters: 'Filter activity',
  kindFilter: 'Show activity',
  all: 'All',
  kinds: {
    quote: 'Quote requests',
    share: 'Shares',
    nudge: 'Nudges',
  } satisfies Record<ActivityKind, string>,
  kindOfRow: {
    quote: 'Quote request',
    share: 'Share',
    nudge: 'Nudge',
  } satisfies Record<ActivityKind, string>,
  from: 'From',
  to: 'To',
  vendor: 'Vendor',
  findVendor: 'Find a vendor by name',
  chooseVendor: (name: string) => `Show ${name}’s activity`,
  vendorChosen: (name: string) => `Vendor: ${name}`,
  clearVendor: (name: string) => `Show every vendor, not only ${name}`,
  noVendor: (query: string) => `No vendor is named like “${query}”.`,
  searchingVendors: 'Searching vendors…',
  vendorsFailed: 'The search did not work. Try again.',
  buyer: 'Buyer',
  buyerPlaceholder: 'Buyer’s name, email or company',
  count: (total: number) =>
    `${total.toLocaleString('en-US')} ${total === 1 ? 'action' : 'actions'}`,
  pages: 'Activity pages',
  empty: {
    all: 'Buyers have not sent a quote request, share or nudge yet.',
    filtered: 'Nothing matches these filters.',
  },
  clearFilters: 'Clear filters',
  by: (name: string) => `by ${name}`,
  recipients: (addresses: string[]) => `To ${addresses.join(', ')}`,
  /** Where a quote request's thread stands (docs/spec/workspace.md §3), as one line. */
  thread: (thread: AdminQuoteThread) =>
    [
      thread.outcome
        ? `${QUOTE_STATUS_LABELS[thread.status]}: ${QUOTE_OUTCOME_LABELS[thread.outcome]}`
        : QUOTE_STATUS_LABELS[thread.status],
      thread.waiting ? QUOTE_MESSAGES.noAnswerYet : null,
      `${thread.reply_count} ${thread.reply_count === 1 ? 'reply' : 'replies'}`,
    ]
      .filter(Boolean)
      .join(' · '),
  deletedVendor: 'Deleted vendor',
  download: 'Download CSV',
  downloading: 'Preparing the CSV…',
  downloadFailed: 'The CSV could not be downloaded, please try again',
  csvName: (day: string) => `activity-${day}.csv`,
} as const
