import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { outbox } from '../db/schema/index.ts'
import { escapeHtml } from '../mail/html-escape.ts'
import type { ServerEnv } from '../server-env.ts'
import { loopbackOnly } from './dev-inbox-guard-routes.ts'

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:0;padding:16px;max-width:960px}table{border-collapse:collapse;width:100%}td,th{padding:8px;border-bottom:1px solid #ddd;text-align:left}iframe{width:100%;height:70vh;border:1px solid #ddd}</style></head><body>${body}</body></html>`

/**
 * The development inbox: under `npm run dev` with no SMTP_URL, the outbox is read here. Mounted
 * only in development, and only for loopback clients (docs/security.md, mail).
 */
export const devMailRoutes = new Hono<ServerEnv>()
  .use('/dev/*', loopbackOnly)
  .get('/dev/mail', async (c) => {
    const rows = await c.var.db.select().from(outbox).orderBy(desc(outbox.id)).limit(100)
    const items = rows
      .map(
        (r) =>
          `<tr><td>${r.createdAt.toISOString().slice(0, 19).replace('T', ' ')}</td><td>${escapeHtml(r.toAddress)}</td><td><a href="/dev/mail/${r.id}">${escapeHtml(r.subject)}</a></td></tr>`,
      )
      .join('')
    return c.html(
      page(
        'Development inbox',
        `<h1>Development inbox</h1><p>Emails the app has written to its outbox (no SMTP server is configured).</p><table><thead><tr><th>Time</th><th>To</th><th>Subject</th></tr></thead><tbody>${items || '<tr><td colspan="3">No emails yet.</td></tr>'}</tbody></table>`,
      ),
    )
  })
  .get('/dev/mail/:id{[0-9]+}', async (c) => {
    const [row] = await c.var.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, Number(c.req.param('id'))))
    if (!row)
      return c.html(
        page('Not found', '<p>No such email. <a href="/dev/mail">Back to the inbox</a></p>'),
        404,
      )
    return c.html(
      page(
        row.subject,
        `<p><a href="/dev/mail">Back to the inbox</a></p><h1>${escapeHtml(row.subject)}</h1><p>To: ${escapeHtml(row.toAddress)}</p><iframe title="Email body" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(row.htmlBody)}"></iframe><h2>Plain text</h2><pre>${escapeHtml(row.textBody)}</pre>`,
      ),
    )
  })
