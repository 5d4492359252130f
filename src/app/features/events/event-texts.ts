import { EVENT_MESSAGES, type EventStage, type ExhibitorStatus } from '#domain/events.ts'

/** The texts of the events screens (docs/spec/workspace.md §6), and the app's own. */
export const EVENT_TEXT = {
  title: EVENT_MESSAGES.menu,
  upcoming: EVENT_MESSAGES.upcoming,
  past: EVENT_MESSAGES.past,
  backToEvents: 'Back to Events',
  empty: 'No trade shows are listed yet',
  emptyHint: 'Events appear here once the marketplace lists them.',
  loadFailed: 'Events could not be loaded',
  eventLoadFailed: 'This event could not be loaded',
  onNow: 'On now',
  exhibitors: (n: number) => `${n} ${n === 1 ? 'exhibitor' : 'exhibitors'}`,
  booth: (booth: string) => `Booth ${booth}`,
  findLabel: 'Find an exhibitor',
  findPlaceholder: 'Company name or booth',
  sortLabel: 'Sort by',
  sortBooth: 'Booth number',
  sortName: 'Company name',
  noExhibitors: 'No exhibitors are listed for this event yet',
  noMatch: (q: string) => `No exhibitor matches “${q}”`,
  clearFind: 'Clear',
  exhibitorsTitle: 'Exhibitors',
  /** The search with the filter "At {event name}" on the tactics tab. */
  searchTactics: 'Search exhibitors’ tactics',
  eventPagesLabel: 'Pages of events',
  exhibitorPagesLabel: 'Pages of exhibitors',
  ownBoothTitle: 'Your booth',
  ownBooth: (booth: string, status: ExhibitorStatus) =>
    status === 'approved' ? `Booth ${booth}` : `Booth ${booth}, waiting for approval`,
  requestTitle: 'Exhibiting here?',
  requestHint: 'Add your company with its booth number. It is listed once approved.',
  boothLabel: 'Booth number',
  requestBooth: 'Add my company',
  changeBooth: 'Change booth',
  requested: 'Booth sent for approval',
  requestFailed: 'The booth could not be saved. Try again.',
} as const

export const STAGE_TEXT: Record<EventStage, string> = {
  upcoming: EVENT_MESSAGES.upcoming,
  on: 'On now',
  past: EVENT_MESSAGES.past,
}
