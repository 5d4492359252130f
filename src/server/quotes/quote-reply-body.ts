import type { Context, MiddlewareHandler } from 'hono'
import type * as v from 'valibot'
import {
  QUOTE_ATTACHMENT_FIELD,
  QUOTE_ATTACHMENTS_MAX,
  QUOTE_MESSAGES,
  QuoteReplySchema,
} from '../../domain/quotes.ts'
import { FieldError, type fieldErrors } from '../http-errors.ts'
import { jsonBody, multipartBody } from '../validation.ts'

const replyJson = jsonBody(QuoteReplySchema)
const replyForm = multipartBody(QuoteReplySchema, (name) => name === QUOTE_ATTACHMENT_FIELD)

type ReplyText = v.InferInput<typeof QuoteReplySchema>
type ReplyForm = { text: string; [QUOTE_ATTACHMENT_FIELD]?: File | File[] }

const isJson = (c: Context) => /^application\/json\b/i.test(c.req.header('Content-Type') ?? '')

const eitherBody: MiddlewareHandler = (c, next) =>
  isJson(c) ? replyJson(c, next) : replyForm(c, next)

/**
 * A reply's body: multipart (`text` and up to 5 files in `attachments`), or JSON `{ text }` for a
 * reply without files, which an offline queue can keep as text.
 */
export const replyBody = eitherBody as MiddlewareHandler<
  // biome-ignore lint/suspicious/noExplicitAny: any environment, as hono's own validator
  any,
  string,
  // Either one: hono's client would demand both of two required targets.
  { in: { json?: ReplyText; form?: ReplyForm } },
  ReturnType<typeof fieldErrors>
>

/** The validated text and the files as sent; 422 past 5 files, before any is read. */
export function replyInput(c: Context): { text: string; files: unknown[] } {
  if (isJson(c)) return { text: (c.req.valid('json' as never) as { text: string }).text, files: [] }
  const form = c.req.valid('form' as never) as {
    data: { text: string }
    files: Record<string, unknown>
  }
  const sent = form.files[QUOTE_ATTACHMENT_FIELD]
  const files = sent === undefined ? [] : Array.isArray(sent) ? sent : [sent]
  if (files.length > QUOTE_ATTACHMENTS_MAX) {
    throw new FieldError({ [QUOTE_ATTACHMENT_FIELD]: [QUOTE_MESSAGES.attachmentsMax] })
  }
  return { text: form.data.text, files }
}
