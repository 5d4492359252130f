import { Suspense, useEffect, useState } from 'react'
import { ChunkBoundary } from '../../offline/chunk-boundary.tsx'
import { isOffline } from '../../offline/connectivity.ts'
import { retryableLazy } from '../../offline/retryable-lazy.ts'
import {
  isRecommendAfterLogin,
  RECOMMEND_REOPEN_DELAY_MS,
  takeRecommendAfterLogin,
} from '../../session/recommend-after-login.ts'
import { BUYER_ACTION_TEXT } from './buyer-action-texts.ts'
import type { RecommendKind } from './recommend-modal.tsx'

// The form library's signals runtime cannot load in the landing page's prerender.
const loadModal = () => import('./recommend-modal.tsx')
const RecommendModal = retryableLazy(loadModal)

type Props = { kind: RecommendKind; searchId: number | null }

/**
 * The search empty state's recommend button for signed-in users; after a visitor's Login to
 * Recommend it opens the modal by itself, 300 ms after the login dialog closed.
 */
export function RecommendButton({ kind, searchId }: Props) {
  const [open, setOpen] = useState(false)

  // The modal's code comes with the button, not with the tap: a buyer who loses the connection on
  // a first visit, before the app's warm-up reached it, can still recommend (kept in the outbox).
  useEffect(() => {
    if (!isOffline()) void loadModal().catch(() => {})
  }, [])

  useEffect(() => {
    // Peek first: a button shown for a moment on the way to /search must leave it to the next.
    if (!isRecommendAfterLogin()) return
    const timer = setTimeout(() => {
      if (takeRecommendAfterLogin()) setOpen(true)
    }, RECOMMEND_REOPEN_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  return (
    <>
      <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
        {kind === 'vendor' ? BUYER_ACTION_TEXT.recommendVendor : BUYER_ACTION_TEXT.recommendTactic}
      </button>
      {open && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <RecommendModal kind={kind} searchId={searchId} isOpen onClose={() => setOpen(false)} />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  )
}
