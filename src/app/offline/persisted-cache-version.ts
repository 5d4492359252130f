/**
 * The shape of the data the persisted query cache keeps (the queries marked `meta.persist`: the
 * account, lookups, search filters, slider images, viewed vendors, tactics and searches). Raise it
 * in the change that alters one of those answers' shape: clients then drop their saved cache
 * instead of reading data the new screens do not understand. A release that keeps the shapes keeps
 * every client's offline cache (docs/offline.md). 2: shortlist items carry their `photo`.
 */
export const PERSISTED_CACHE_VERSION = 2
