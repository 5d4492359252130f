import { createInflate, inflateSync } from 'node:zlib'
import { decodeName } from './pdf-name.ts'

/** What all the streams of an uploaded PDF may inflate to together. */
const MAX_INFLATED_BYTES = 256 * 1024 * 1024
/**
 * What its object and cross-reference streams may inflate to together: the parser must inflate
 * these to read the document, while it leaves page contents and images packed.
 */
const MAX_PARSED_INFLATED_BYTES = 32 * 1024 * 1024

/** Streams up to this size are inflated at once; larger ones are counted chunk by chunk. */
const AT_ONCE_BYTES = 4 * 1024 * 1024

/** A stream's data starts after the keyword and its end of line. */
const STREAM_START = /\bstream(?:\r\n|\n|\r)/g

/** Whether the bytes start with a zlib header (deflate, a valid check), as a Flate stream does. */
const isZlib = (bytes: Uint8Array) =>
  bytes.length >= 2 &&
  ((bytes[0] ?? 0) & 0x0f) === 8 &&
  (((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0)) % 31 === 0

/**
 * How many bytes the deflated data inflates to, up to just past `limit`; data after its end is
 * ignored, and a damaged stream counts what came out of it. Small streams, nearly all of them, are
 * inflated at once; a larger one is counted chunk by chunk and never held.
 */
async function inflatedLength(data: Uint8Array, limit: number): Promise<number> {
  try {
    return inflateSync(data, { maxOutputLength: Math.min(limit + 1, AT_ONCE_BYTES) }).length
  } catch {
    // Larger than that, or damaged: counted as it comes out below.
  }
  const inflate = createInflate({ chunkSize: 1024 * 1024 })
  inflate.end(data)
  let length = 0
  try {
    for await (const chunk of inflate) {
      length += (chunk as Buffer).length
      if (length > limit) break
    }
  } catch {
    // Damaged part way: what came out until then is counted.
  } finally {
    inflate.destroy()
  }
  return length
}

/**
 * Whether the PDF's Flate streams, inflated, stay within the limits: read from the raw bytes before
 * any parser inflates them, so a small file that unpacks to gigabytes is refused having cost at
 * most the limit's worth of inflating and a megabyte of memory.
 */
export async function inflatesWithinLimits(bytes: Uint8Array): Promise<boolean> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
  let total = 0
  let parsed = 0
  for (const match of text.matchAll(STREAM_START)) {
    const data = bytes.subarray(match.index + match[0].length)
    if (!isZlib(data)) continue
    // The stream's dictionary: what its object holds before the keyword.
    const dictionary = decodeName(text.slice(text.lastIndexOf('obj', match.index), match.index))
    const ownStream = /\/(?:ObjStm|XRef)\b/.test(dictionary)
    const limit = ownStream
      ? Math.min(MAX_PARSED_INFLATED_BYTES - parsed, MAX_INFLATED_BYTES - total)
      : MAX_INFLATED_BYTES - total
    const length = await inflatedLength(data, limit)
    if (length > limit) return false
    total += length
    if (ownStream) parsed += length
  }
  return true
}
