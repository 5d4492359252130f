declare module '@tanstack/react-query' {
  interface Register {
    /**
     * Kept offline (src/app/query-client.ts): `true` always, `'recent'` (viewed details, saved
     * searches) while within the size budget, most recent first.
     */
    queryMeta: { persist?: true | 'recent' }
  }
}

export {}
