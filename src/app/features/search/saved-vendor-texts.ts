/** Offline search over the vendors of events taken offline (docs/spec/workspace.md §6). */
export const SAVED_VENDOR_TEXT = {
  heading: 'Saved with your trade shows',
  atEvent: (booth: string, event: string) => `Booth ${booth} · ${event}`,
  more: (n: number) => `and ${n} more: type more of the name to narrow it down`,
} as const
