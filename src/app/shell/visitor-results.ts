import { lazy } from 'react'

/** A visitor's search results on the landing page, loaded only for one: the pre-render stays light. */
export const LazyVisitorResults = lazy(() => import('../features/search/visitor-results.tsx'))
