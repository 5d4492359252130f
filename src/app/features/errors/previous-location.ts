import type { ParsedLocation } from '@tanstack/react-router'

declare module '@tanstack/history' {
  interface HistoryState {
    /** The app path an error page was reached from. */
    from?: string
  }
}

/** The error pages of docs/spec/access-and-account.md §8 go home when there is no previous location. */
export function previousLocation(location: ParsedLocation): string | undefined {
  return location.state.from
}
