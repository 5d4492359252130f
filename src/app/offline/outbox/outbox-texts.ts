import type { OutboxState } from './outbox-item.ts'

/** The outbox's texts, written once. */
export const OUTBOX_TEXT = {
  title: 'Outbox',
  button: (count: number) => `Outbox ${count} waiting`,
  empty: 'Nothing is waiting to be sent.',
  intro: 'Sent in order as soon as you are back online.',
  cancel: 'Cancel',
  fix: 'Edit and send',
  sendAgain: 'Send again',
  sent: (summary: string) => `Sent: ${summary}`,
  refused: (summary: string) => `Not sent: ${summary}. Open the outbox to correct it.`,
  failed: (summary: string, reason: string) => `Not sent: ${summary}. ${reason}`,
  loginToSend: 'Your session expired: log in again to send what you saved.',
  /** Told at logout, before what was not sent is removed from the device. */
  discarded: (summaries: string[]) => `Not sent, removed at logout: ${summaries.join('; ')}`,
  /** Told to the next user without showing what another user wrote. */
  othersDiscarded: (count: number) =>
    `${count} unsent ${count === 1 ? 'item' : 'items'} of the previous user removed from this device.`,
  state: {
    pending: 'Waiting for the network',
    sending: 'Sending…',
    'waiting-login': 'Waiting for you to log in',
    refused: 'Needs a correction',
    failed: 'Could not be sent',
  } satisfies Record<OutboxState, string>,
} as const
