/** The offline capability's user-visible texts, written once. */
export const OFFLINE_TEXT = {
  banner: 'You are offline. Saved pages still open; what you send waits until you are back online.',
  needsNetwork: 'You are offline: this needs a connection. Try again when you are back online.',
  savedForLater: "Saved — will send when you're back online",
  ready: 'Ready to work offline: pages you open stay on this device.',
  readyShort: 'Works offline',
  slowConnection:
    'The connection is too slow: working offline. What you send waits in the outbox until it is back.',
  needsConnectionTitle: 'This needs a connection',
  needsConnectionHint: 'It opens by itself when you are back online.',
  retry: 'Retry',
} as const
