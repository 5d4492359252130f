import { PRODUCT_NAME } from '../../domain/brand.ts'
import { escapeHtml } from './html-escape.ts'

export type EmailLink = { label: string; url: string }
export type EmailList = { title: string; links: EmailLink[] }

export type EmailContent = {
  subject: string
  /** Plain text; each paragraph's newlines become line breaks in the HTML part. */
  paragraphs: string[]
  /** Titled lists of links after the paragraphs (a digest's new vendors, say). */
  lists?: EmailList[]
  action?: EmailLink
}

function listText(list: EmailList): string {
  return [list.title, ...list.links.map((link) => `- ${link.label}: ${link.url}`)].join('\n')
}

function listHtml(list: EmailList): string {
  const items = list.links
    .map(
      (link) =>
        `<li style="margin:0 0 6px"><a href="${escapeHtml(link.url)}" style="color:#1f4e8c">${escapeHtml(link.label)}</a></li>`,
    )
    .join('')
  return `<h2 style="margin:24px 0 8px;font-size:16px">${escapeHtml(list.title)}</h2><ul style="margin:0 0 16px;padding-left:20px">${items}</ul>`
}

export type RenderedEmail = { subject: string; text: string; html: string }

/** Subjects travel in a header: no line breaks, so nothing can be injected after them. */
export function headerSafe(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim()
}

/** One plain-text and one HTML part from the same content; every value is escaped in the HTML. */
export function renderEmail(content: EmailContent): RenderedEmail {
  const subject = headerSafe(content.subject)
  const lists = content.lists ?? []
  const textParts = [...content.paragraphs, ...lists.map(listText)]
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`)
  textParts.push(`— ${PRODUCT_NAME}`)

  const htmlParagraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`)
    .join('')
  const listsHtml = lists.map(listHtml).join('')
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1f4e8c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#4f5b6a">Or open this link: ${escapeHtml(content.action.url)}</p>`
    : ''
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:24px;background:#f2f5f9;font-family:Arial,Helvetica,sans-serif;color:#1c2430"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:10px;padding:24px">${htmlParagraphs}${listsHtml}${button}<p style="margin:24px 0 0;font-size:13px;color:#4f5b6a">${escapeHtml(PRODUCT_NAME)}</p></div></body></html>`
  return { subject, text: textParts.join('\n\n'), html }
}
