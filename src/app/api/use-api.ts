import { useRouter } from '@tanstack/react-router'
import type { ApiClient } from './api-client.ts'

export function useApi(): ApiClient {
  return useRouter().options.context.api
}
