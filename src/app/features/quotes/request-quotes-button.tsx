import { IonButton } from '@ionic/react'
import { lazy, Suspense, useState } from 'react'
import type { ShortlistItem } from '#domain/shortlists.ts'
import { quoteChoicesOf } from './quote-targets.ts'
import { QUOTE_TEXT } from './quote-texts.ts'

const RequestQuotesModal = lazy(() => import('./request-quotes-modal.tsx'))

type Props = { list: { id: number; name: string; items: ShortlistItem[] } }

/** "Request quotes" on a shortlist with items (§1, §3): opens the modal with its vendors. */
export function RequestQuotesButton({ list }: Props) {
  const [open, setOpen] = useState(false)
  if (list.items.length === 0) return null
  return (
    <>
      <IonButton onClick={() => setOpen(true)}>{QUOTE_TEXT.requestQuotes}</IonButton>
      <Suspense fallback={null}>
        {open && (
          <RequestQuotesModal
            list={list}
            choices={quoteChoicesOf(list.items)}
            onClose={() => setOpen(false)}
          />
        )}
      </Suspense>
    </>
  )
}
