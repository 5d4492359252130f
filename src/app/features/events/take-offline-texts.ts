import { EVENT_MESSAGES } from '#domain/events.ts'
import { madeOnce } from '#domain/made-once.ts'

/** Bytes as a person reads a download's size: "350 KB", "4.2 MB" (1 MB = 1,000,000 bytes). */
export function sizeText(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1_000))} KB`
  return `${(bytes / 1_000_000).toFixed(1)} MB`
}

const vendors = (n: number) => `${n} ${n === 1 ? 'vendor' : 'vendors'}`

const savedAt = madeOnce(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
)

/** "Take this event offline" (docs/spec/workspace.md §6), its spec texts and the app's own. */
export const TAKE_OFFLINE_TEXT = {
  title: 'Offline at the show',
  action: EVENT_MESSAGES.takeOffline,
  hint: 'Save every exhibitor’s profile and tactics on this device, to open them with no signal on the show floor.',
  estimating: 'Checking the size…',
  estimate: (bytes: number, total: number) => `About ${sizeText(bytes)} for ${vendors(total)}`,
  estimateHint: 'Best on Wi-Fi. You can keep using the app while it downloads.',
  noExhibitors: 'No exhibitors are listed yet: there is nothing to save.',
  notEnoughRoom: (needed: number, free: number) =>
    `Not enough space on this device: it needs about ${sizeText(needed)} and has ${sizeText(free)} free. Free some space, then try again.`,
  download: 'Download',
  notNow: 'Not now',
  progress: EVENT_MESSAGES.vendorsSaved,
  progressLabel: 'Vendors saved',
  waiting: 'Waiting for a connection: the download goes on by itself when you are back online.',
  cancel: 'Cancel download',
  stopped: 'Download stopped.',
  full: 'This device ran out of space.',
  refused: 'The event could not be downloaded.',
  resume: 'Resume download',
  saved: 'Saved for offline',
  savedFacts: (total: number, bytes: number, at: string) =>
    `${vendors(total)}, ${sizeText(bytes)}, saved ${savedAt().format(new Date(at))}`,
  update: 'Update',
  updating: 'Updating: the saved copy stays until the new one is saved.',
  estimateFailed: 'The size could not be checked. Try again.',
  needsNetwork: 'Connect to the internet to take this event offline.',
} as const
