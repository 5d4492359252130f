declare module '@tanstack/react-query' {
  interface Register {
    /**
     * Kept offline (src/app/query-client.ts): `true` always, `'recent'` (viewed details, saved
     * searches) while within the size budget, most recent first.
     */
    queryMeta: {
      persist?: true | 'recent'
      /** A search's results: the URL's search that asked them, listed offline. */
      search?: Record<string, unknown>
    }
  }
}

export {}
