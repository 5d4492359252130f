import { Suspense, useEffect, useState } from 'react'
import { ChunkBoundary } from '../../offline/chunk-boundary.tsx'
import { retryableLazy } from '../../offline/retryable-lazy.ts'
import {
  isRecommendAfterLogin,
  RECOMMEND_REOPEN_DELAY_MS,
  takeRecommendAfterLogin,
} from '../../session/recommend-after-login.ts'
import { BUYER_ACTION_TEXT } from './buyer-action-texts.ts'
import type { RecommendKind } from './recommend-modal.tsx'

// The form library's signals runtime cannot load in the landing page's prerender.
const RecommendModal = retryableLazy(() => import('./recommend-modal.tsx'))

type Props = { kind: RecommendKind; searchId: number | null }

/**
 * The search empty state's recommend button for signed-in users; after a visitor's Login to
 * Recommend it opens the modal by itself, 300 ms after the login dialog closed.
 */
export function RecommendButton({ kind, searchId }: Props) {
  const [open, setOpen] = useState(false)

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
