/** The Background Sync tag that wakes the app to send its outbox (src/sw.ts). */
export const OUTBOX_SYNC_TAG = 'outbox'
