import { JPEG_START, PNG_START, startsWith } from '#domain/image-signature.ts'

/** What an upload is, judged by its bytes; the name and type the browser sent are ignored. */
export type FileKind = 'jpeg' | 'png' | 'webp' | 'pdf'

const JPEG_END = [0xff, 0xd9]
/** The IEND chunk with its fixed CRC: the last 12 bytes of every PNG. */
const PNG_END = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0))
const RIFF = ascii('RIFF')
const WEBP = ascii('WEBP')
const PDF_START = ascii('%PDF-')
const PDF_END = ascii('%%EOF')

/** Whitespace and NUL padding that writers leave after the end marker. */
function trimmedLength(bytes: Uint8Array): number {
  let end = bytes.length
  while (end > 0 && [0x00, 0x09, 0x0a, 0x0d, 0x20].includes(bytes[end - 1] ?? -1)) end--
  return end
}

const endsWith = (bytes: Uint8Array, suffix: readonly number[]) => {
  const end = trimmedLength(bytes)
  return end >= suffix.length && suffix.every((byte, i) => bytes[end - suffix.length + i] === byte)
}

/**
 * A WebP file is one RIFF chunk: 'RIFF', the length of what follows (little-endian), 'WEBP'. Its
 * length must end exactly at the file's end, so nothing rides after it.
 */
function isWebp(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || !startsWith(bytes, RIFF)) return false
  if (!WEBP.every((byte, i) => bytes[8 + i] === byte)) return false
  const length = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true)
  return length + 8 === bytes.length
}

/**
 * The kind of a file whose bytes are what they claim from the first to the last: an image with
 * anything appended after its end marker (a zip, a script, a page) is no image here.
 */
export function fileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, JPEG_START)) return endsWith(bytes, JPEG_END) ? 'jpeg' : null
  if (startsWith(bytes, PNG_START)) return endsWith(bytes, PNG_END) ? 'png' : null
  if (startsWith(bytes, RIFF)) return isWebp(bytes) ? 'webp' : null
  // What a PDF holds is judged by parsing it (pdf-safety.ts); here only its ends.
  if (startsWith(bytes, PDF_START)) return endsWith(bytes, PDF_END) ? 'pdf' : null
  return null
}
