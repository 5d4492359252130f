/** The offline capability's user-visible texts, written once. */
export const OFFLINE_TEXT = {
  banner: 'You are offline. Saved pages still open; what you send waits until you are back online.',
  needsNetwork: 'You are offline: this needs a connection. Try again when you are back online.',
  savedForLater: "Saved — will send when you're back online",
} as const
