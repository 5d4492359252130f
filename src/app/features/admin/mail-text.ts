import type { OutboxState } from '#domain/admin-outbox.ts'

/** What the admin site's Mail section says (docs/api-admin.md, "Mail"). */
export const MAIL_TEXT = {
  title: 'Mail',
  intro:
    'Every email the marketplace sends, newest first, with where its delivery stands. Bodies are not shown: they hold sign-in links.',
  stateFilter: 'Show emails',
  all: 'All',
  states: {
    queued: 'Queued',
    sent: 'Sent',
    retrying: 'Retrying',
    failed: 'Failed',
  } satisfies Record<OutboxState, string>,
  count: (total: number) => `${total.toLocaleString('en-US')} ${total === 1 ? 'email' : 'emails'}`,
  pages: 'Email pages',
  empty: {
    all: 'No email has been sent yet.',
    filtered: (state: string) => `No ${state.toLowerCase()} emails.`,
  },
  showAll: 'Show all emails',
  to: (address: string) => `To ${address}`,
  attempts: (count: number) => `${count} ${count === 1 ? 'attempt' : 'attempts'}`,
  created: (date: string) => `Written ${date}`,
  sentAt: (date: string) => `sent ${date}`,
  nextAttempt: (date: string) => `next try ${date}`,
  lastError: 'Last error',
  retry: 'Retry',
  retryLabel: (subject: string, address: string) => `Retry “${subject}” to ${address}`,
  retried: (address: string) => `The email to ${address} will be sent again now.`,
  failed: 'Something went wrong, please try again',
  heldBack: (waiting: number, perMinute: number) =>
    `Sending is being held back: ${waiting.toLocaleString('en-US')} ${waiting === 1 ? 'email is' : 'emails are'} waiting. At most ${perMinute.toLocaleString('en-US')} emails are sent a minute (MAIL_PER_MINUTE), so the rest go out over the next minutes. A long wait can mean a flood of sign-ups or misuse: look at the Queued emails.`,
} as const
