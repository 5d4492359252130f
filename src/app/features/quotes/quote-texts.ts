import { madeOnce } from '#domain/made-once.ts'
import { QUOTE_MESSAGES, QUOTE_OUTCOME_LABELS, QUOTE_STATUS_LABELS } from '#domain/quotes.ts'

/** The quote screens' texts: the spec's from the domain, the rest written once here. */
export const QUOTE_TEXT = {
  ...QUOTE_MESSAGES,
  statuses: QUOTE_STATUS_LABELS,
  outcomes: QUOTE_OUTCOME_LABELS,
  buyerTitle: 'Quotes',
  vendorTitle: 'Quote requests',
  aboutVendor: 'General request',
  sentOn: (date: string) => `Sent ${date}`,
  replies: (count: number) => `${count} ${count === 1 ? 'reply' : 'replies'}`,
  newCount: (count: number) => `${count} new`,
  waitingCount: (count: number) => `${count} waiting for your answer`,
  pagesLabel: 'Pages of quote requests',
  request: 'Your request',
  requestFrom: (name: string) => `Request from ${name}`,
  formerBuyer: 'A former buyer',
  formerMember: 'A former member',
  you: 'You',
  sides: { buyer: 'Buyer', vendor: 'Vendor' },
  thread: 'Replies',
  noReplies: 'No replies yet.',
  reply: 'Reply',
  replyLabel: 'Your reply',
  send: 'Send reply',
  attach: 'Attach files',
  attachHint: 'PNG, JPG or PDF, up to 5 files of 5 MB each',
  removeFile: (name: string) => `Remove ${name}`,
  replySent: 'Reply sent',
  waiting: 'Waiting to be sent',
  closeRequest: 'Close request',
  closeTitle: 'Close this request',
  closeHint: 'How did it end? The vendor sees that the request is closed.',
  outcomeLabel: 'Outcome',
  cancel: 'Cancel',
  closedToast: 'Request closed',
  closedWith: (outcome: string) => `Closed: ${outcome}`,
  nudged: 'Nudge sent',
  nudgedOn: (date: string) => `Nudged ${date}`,
  openedOn: (date: string) => `Opened ${date}`,
  failed: 'Something went wrong, please try again',
  loadFailed: 'The quote requests could not be loaded.',
  threadLoadFailed: 'This quote request could not be loaded.',
  cc: 'Cc',
  subject: 'Subject',
  attachments: 'Attachments',
  search: 'Find vendors',
  message: 'Message',
  yourCompany: 'your company',
  batchSubject: 'Request a quote',
  batchVendors: (max: number) => `Vendors to ask (at most ${max})`,
  batchHint:
    'Each vendor receives its own request and sees only its own thread. A vendor with several tactics on the list is asked about the whole company.',
  batchSend: (count: number) => `Send ${count} ${count === 1 ? 'request' : 'requests'}`,
  batchSent: (count: number) =>
    `${count} ${count === 1 ? 'request' : 'requests'} sent. Follow the answers in Quotes:`,
  batchKept: "Saved — the requests will be sent when you're back online, then listed in Quotes.",
  done: 'Done',
} as const

const date = madeOnce(
  () => new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' }),
)
const time = madeOnce(
  () =>
    new Intl.DateTimeFormat('en', {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    }),
)

/** "29 Nov 2026": a request's date in the lists. */
export const shortDate = (iso: string) => date().format(new Date(iso))
/** "29 Nov, 3:05 PM": a reply's time in a thread. */
export const replyTime = (iso: string) => time().format(new Date(iso))

export const personName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim()

/** "12 KB", "1.4 MB": an attachment's size beside its name. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
