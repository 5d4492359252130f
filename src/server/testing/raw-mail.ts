/** A received message, decoded enough for tests: headers, and the text and HTML parts. */
export type ParsedMail = {
  subject: string
  from: string
  to: string
  text: string
  html: string
  headers: Map<string, string>
}

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.indexOf('\r\n\r\n')
  return at < 0 ? { head: raw, body: '' } : { head: raw.slice(0, at), body: raw.slice(at + 4) }
}

function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = []
  const input = text.replace(/=\r?\n/g, '')
  for (let i = 0; i < input.length; i++) {
    const hex = input.slice(i + 1, i + 3)
    if (input[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(input[i] as string, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body)
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    default:
      return body
  }
}

/** RFC 2047 encoded words, as nodemailer writes a non-ASCII subject. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  )
}

/** The leaf parts of a message: [content type, decoded body]. */
function leafParts(raw: string): [string, string][] {
  const { head, body } = splitHead(raw)
  const headers = parseHeaders(head)
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return [
      [
        type.split(';')[0]?.toLowerCase() ?? '',
        decodeBody(body, headers.get('content-transfer-encoding')),
      ],
    ]
  }
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => leafParts(part.replace(/^\r\n/, '')))
}

/** A simple reader of a raw RFC 5322 message: enough for what the app sends, not a full parser. */
export function parseRawMail(raw: string): ParsedMail {
  const headers = parseHeaders(splitHead(raw).head)
  const parts = leafParts(raw)
  const part = (type: string) => parts.find(([t]) => t === type)?.[1] ?? ''
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    from: headers.get('from') ?? '',
    to: headers.get('to') ?? '',
    text: part('text/plain'),
    html: part('text/html'),
    headers,
  }
}
