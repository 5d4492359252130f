import { once } from 'node:events'
import { constants, createDeflate, deflateSync } from 'node:zlib'
import { onePage, pdfOf } from './upload-files.ts'

/** `prefix` and then zero bytes up to `length`, deflated without ever holding them. */
async function deflatedZeros(prefix: string, length: number): Promise<Buffer> {
  // Run-length matching alone finds the zeros' repeats, many times faster than the default.
  const deflate = createDeflate({ level: 9, strategy: constants.Z_RLE })
  const out: Buffer[] = []
  deflate.on('data', (chunk: Buffer) => out.push(chunk))
  const zeros = Buffer.alloc(1 << 20)
  deflate.write(prefix, 'latin1')
  for (let left = length - prefix.length; left > 0; left -= zeros.length) {
    if (!deflate.write(zeros.subarray(0, Math.min(left, zeros.length)))) {
      await once(deflate, 'drain')
    }
  }
  deflate.end()
  await once(deflate, 'end')
  return Buffer.concat(out)
}

/**
 * A one-page PDF whose catalog refers to an object inside a compressed object stream that
 * inflates to `inflated` bytes, mostly zeros, from about a thousandth of that: every parser must
 * inflate the stream to read the catalog. Its cross-reference stream locates the hidden object.
 * `filters` FlateDecode passes are applied (2: the inflated stream is itself deflated data).
 */
export async function objectStreamBomb(inflated: number, filters: 1 | 2 = 1): Promise<Buffer> {
  let data = await deflatedZeros('5 0 null ', inflated)
  if (filters === 2) data = deflateSync(data, { level: 9 })
  const parts: Buffer[] = []
  const offsets: number[] = []
  let length = 0
  const add = (part: string | Buffer) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part
    parts.push(bytes)
    length += bytes.length
  }
  const object = (body: string | (string | Buffer)[], number = offsets.length + 1) => {
    offsets.push(length)
    add(`${number} 0 obj\n`)
    for (const part of typeof body === 'string' ? [body] : body) add(part)
    add('\nendobj\n')
  }
  add('%PDF-1.5\n')
  object('<< /Type /Catalog /Pages 2 0 R /Extra 5 0 R >>')
  object('<< /Type /Pages /Kids [3 0 R] /Count 1 >>')
  object('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>')
  const filter = filters === 2 ? '[/FlateDecode /FlateDecode]' : '/FlateDecode'
  object([
    `<< /Type /ObjStm /N 1 /First 4 /Filter ${filter} /Length ${data.length} >>\nstream\n`,
    data,
    '\nendstream',
  ])
  // Object 5 lives in the object stream; object 6 is the cross-reference stream itself.
  const xrefOffset = length
  const entry = (type: number, field2: number, field3: number) => {
    const bytes = Buffer.alloc(7)
    bytes.writeUInt8(type, 0)
    bytes.writeUInt32BE(field2, 1)
    bytes.writeUInt16BE(field3, 5)
    return bytes
  }
  const entries = Buffer.concat([
    entry(0, 0, 65535),
    ...offsets.map((offset) => entry(1, offset, 0)),
    entry(2, 4, 0),
    entry(1, xrefOffset, 0),
  ])
  object(
    [
      `<< /Type /XRef /Size 7 /W [1 4 2] /Root 1 0 R /Length ${entries.length} >>\nstream\n`,
      entries,
      '\nendstream',
    ],
    6,
  )
  add(`startxref\n${xrefOffset}\n%%EOF\n`)
  return Buffer.concat(parts)
}

/**
 * A one-page PDF whose page contents inflate to `inflated` bytes of zeros: parsers leave it packed,
 * viewers unpack it.
 */
export async function pageContentBomb(inflated: number): Promise<Buffer> {
  const data = (await deflatedZeros('', inflated)).toString('latin1')
  const contents = `<< /Filter /FlateDecode /Length ${data.length} >>\nstream\n${data}\nendstream`
  return pdfOf(onePage('', '/Contents 4 0 R', contents))
}
