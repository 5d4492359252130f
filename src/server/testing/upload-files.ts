import sharp from 'sharp'

/** Files to upload in tests, each built the way a real tool writes it. */
const solid = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer()

export const pngBytes = (width?: number, height?: number) => solid('png', width, height)
export const jpegBytes = (width?: number, height?: number) => solid('jpeg', width, height)
export const gifBytes = () => solid('gif')
export const webpBytes = () => solid('webp')

/** A small, valid one-page PDF. */
export function pdfBytes(extra = ''): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${extra}>> endobj\n` +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n' +
      'trailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  )
}

/** An image with a page appended after its end: valid to a viewer, something else to a browser. */
export async function polyglotBytes(): Promise<Buffer> {
  return Buffer.concat([await jpegBytes(), Buffer.from('<html><script>alert(1)</script></html>')])
}

export const fileOf = (bytes: Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type })
