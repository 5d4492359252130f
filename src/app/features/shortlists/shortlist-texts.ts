import { SHORTLIST_MESSAGES } from '#domain/shortlists.ts'

/** The shortlist screens' texts: the spec's from the domain, the rest written once here. */
export const SHORTLIST_TEXT = {
  ...SHORTLIST_MESSAGES,
  title: 'Shortlists',
  own: 'Your shortlists',
  items: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  ownedBy: (name: string) => `By ${name}`,
  you: 'you',
  waiting: 'Waiting to be sent',
  add: 'Add',
  name: 'Name',
  rename: 'Rename',
  renameTitle: 'Rename shortlist',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteTitle: 'Delete shortlist',
  leaveQuestion: (name: string) => `Leave ${name}? It is no longer shown to you.`,
  share: 'Share',
  shareTitle: 'Share with colleagues',
  shareHint: 'Colleagues of your company can add, remove and annotate its items.',
  noColleagues: 'No colleague of your company can use shortlists yet.',
  sharedWith: (names: string[]) => `Shared with ${names.join(', ')}`,
  compare: 'Compare',
  remove: 'Remove',
  saveNote: 'Save note',
  addedBy: (name: string) => `Added by ${name}`,
  addedByUnknown: 'Added by a former colleague',
  notSent: 'Not sent yet',
  savedTo: (name: string) => `Saved to ${name}`,
  removedFrom: (name: string) => `Removed from ${name}`,
  renamed: 'Shortlist renamed',
  deleted: (name: string) => `${name} deleted`,
  left: (name: string) => `You left ${name}`,
  shared: 'Shortlist shared',
  noteSaved: 'Note saved',
  addPhoto: 'Add photo',
  replacePhoto: 'Replace photo',
  removePhoto: 'Remove photo',
  photoAlt: (name: string) => `Photo of ${name}`,
  photoSaved: 'Photo saved',
  photoRemoved: 'Photo removed',
  photoNotSent: (reason: string) => `Photo not sent: ${reason}`,
  photoUnreadable: 'This photo could not be read. Choose a JPG, PNG or WebP photo.',
  tryAgain: 'Try again',
  discard: 'Discard',
  failed: 'Something went wrong, please try again',
  emptyList: 'Nothing on this shortlist yet. Save vendors and tactics from search or their pages.',
  loadFailed: 'The shortlists could not be loaded.',
  vendor: 'Vendor',
  tactic: 'Tactic',
} as const

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** "Updated 2 hours ago" (§1), from an ISO time and now. */
export function updatedAgo(iso: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000))
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'always' })
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return `Updated ${format.format(-Math.floor(seconds / size), unit)}`
  }
  return 'Updated just now'
}

export const personName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim()
