import { type NavigateOptions, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'

/** Leaving the form goes back where the user came from, or to `fallback` opened directly (§2). */
export function useLeaveForm(fallback: NavigateOptions): () => void {
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const navigate = useNavigate()
  return () => {
    if (canGoBack) router.history.back()
    else void navigate({ ...fallback, replace: true })
  }
}
