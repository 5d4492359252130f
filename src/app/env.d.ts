declare global {
  /** The build's version, from vite.config.ts: keys the persisted cache to one release. */
  const __APP_VERSION__: string
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { persist?: boolean }
  }
}

export {}
