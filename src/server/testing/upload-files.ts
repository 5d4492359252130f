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

/**
 * A PDF of the given objects, numbered from 1, with a cross-reference table at the right offsets
 * and `trailer` (the catalog is object 1) in its trailer.
 */
export function pdfOf(objects: readonly string[], trailer = '/Root 1 0 R'): Buffer {
  let text = '%PDF-1.4\n'
  const offsets = objects.map((object, i) => {
    const offset = text.length
    text += `${i + 1} 0 obj\n${object}\nendobj\n`
    return offset
  })
  const xref = text.length
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`
  text += `trailer\n<< /Size ${objects.length + 1} ${trailer} >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(text, 'latin1')
}

/** The objects of a one-page document: catalog and page take the given entries; more may follow. */
export const onePage = (catalog = '', page = '', ...more: string[]) => [
  `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`,
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] ${page}>>`,
  ...more,
]

/** A small, valid one-page PDF whose catalog takes the given entries. */
export const pdfBytes = (catalog = '') => pdfOf(onePage(catalog))

/** An image with a page appended after its end: valid to a viewer, something else to a browser. */
export async function polyglotBytes(): Promise<Buffer> {
  return Buffer.concat([await jpegBytes(), Buffer.from('<html><script>alert(1)</script></html>')])
}

export const fileOf = (bytes: Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type })
