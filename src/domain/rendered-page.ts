/**
 * A page as a visitor first sees it, drawn by the app's renderer and served by the server: its
 * markup, and the API answers it was drawn from (a dehydrated query cache) for the app to take over.
 */
export type RenderedPage = { markup: string; data: unknown }
