import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from './api/api-client.ts'
import type { SessionStore } from './session/session-store.ts'

/** What routes reach through `context`: passed in, never imported from main. */
export type RouterContext = { queryClient: QueryClient; session: SessionStore; api: ApiClient }
