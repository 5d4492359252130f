import { useQuery } from '@tanstack/react-query'
import { type MouseEvent, useEffect, useState } from 'react'
import type { QuoteAttachment } from '#domain/quotes.ts'
import { blobOf, firstErrorMessage } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { showToast } from '../../ui/toast-store.ts'
import { useObjectUrl } from '../../ui/use-object-url.ts'
import { quoteKeys } from './quote-queries.ts'
import { fileSize, QUOTE_TEXT } from './quote-texts.ts'

type Props = { quoteId: number; attachments: QuoteAttachment[] }

/**
 * A reply's attachments (§3): pictures as thumbnails that open full size, PDFs as links that open
 * them. Only the thread's two sides may read them, so they come through the API with the session
 * (the service worker keeps them for offline, src/sw.ts); the page shows them from the bytes.
 */
export function AttachmentList({ quoteId, attachments }: Props) {
  if (attachments.length === 0) return null
  return (
    <ul className="quote-attachments plain-list" aria-label={QUOTE_TEXT.attachments}>
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          {attachment.content_type === 'application/pdf' ? (
            <FileLink quoteId={quoteId} attachment={attachment} />
          ) : (
            <Thumbnail quoteId={quoteId} attachment={attachment} />
          )}
        </li>
      ))}
    </ul>
  )
}

function useAttachment(quoteId: number, attachment: QuoteAttachment, enabled: boolean) {
  const api = useApi()
  return useQuery({
    queryKey: [...quoteKeys.all, 'attachment', quoteId, attachment.id],
    queryFn: ({ signal }) =>
      blobOf(
        api.rpc.quotes[':id'].attachments[':attachmentId'].$get(
          { param: { id: String(quoteId), attachmentId: String(attachment.id) } },
          { init: { signal } },
        ),
      ),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

function Thumbnail({ quoteId, attachment }: { quoteId: number; attachment: QuoteAttachment }) {
  const file = useAttachment(quoteId, attachment, true)
  const url = useObjectUrl(file.data)
  const label = `${attachment.name}, ${fileSize(attachment.size)}`
  return (
    <a
      className="quote-attachment quote-attachment--image"
      href={url ?? attachment.url}
      target="_blank"
      rel="noopener"
      aria-label={label}
      onClick={(event) => {
        if (!url) event.preventDefault()
      }}
    >
      {url ? (
        <img src={url} alt="" width="96" height="96" />
      ) : (
        <span className="quote-attachment__placeholder" aria-hidden="true" />
      )}
      <span className="quote-attachment__name">{attachment.name}</span>
    </a>
  )
}

function FileLink({ quoteId, attachment }: { quoteId: number; attachment: QuoteAttachment }) {
  const [asked, setAsked] = useState(false)
  const file = useAttachment(quoteId, attachment, asked)
  const url = useObjectUrl(file.data)
  // Asked for with a tap: opened as soon as its bytes are here.
  useEffect(() => {
    if (asked && url) {
      window.open(url, '_blank', 'noopener')
      setAsked(false)
    }
  }, [asked, url])
  useEffect(() => {
    if (asked && file.isError) {
      showToast(firstErrorMessage(file.error) ?? QUOTE_TEXT.attachmentNotFound, 'danger')
      setAsked(false)
    }
  }, [asked, file.isError, file.error])
  const open = (event: MouseEvent) => {
    if (url) return
    event.preventDefault()
    setAsked(true)
  }
  return (
    <a
      className="quote-attachment quote-attachment--file"
      href={url ?? attachment.url}
      target="_blank"
      rel="noopener"
      aria-busy={asked || undefined}
      onClick={open}
    >
      <span className="quote-attachment__type" aria-hidden="true">
        PDF
      </span>
      <span className="quote-attachment__name">{attachment.name}</span>
      <span className="quote-attachment__size">{fileSize(attachment.size)}</span>
    </a>
  )
}
