import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFInvalidObject,
  PDFName,
  type PDFObject,
  PDFStream,
} from 'pdf-lib'

/**
 * Keys and name values that make a PDF act on its own: scripts, actions run on opening or on an
 * event, links out, form submission and files carried inside (issue 13 §7, docs/api-marketplace.md).
 */
const ACTIVE_KEYS = new Set([
  'JS',
  'JavaScript',
  'OpenAction',
  'AA',
  'Launch',
  'URI',
  'SubmitForm',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'RichMedia',
  'XFA',
])
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'Launch',
  'URI',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'EmbeddedFile',
  'RichMedia',
  'Rendition',
])
/** pdf-lib unpacks these while loading; one still present hid itself from the parser. */
const UNPACKED_TYPES = new Set(['ObjStm', 'XRef'])

/**
 * A name as a viewer reads it: `#xx` escapes decoded until none is left. pdf-lib decodes only
 * upper-case hex (`/L#61unch` but not `/L#61u#6ech`), and re-escapes a `#` it kept as `#23`.
 */
function nameOf(name: PDFName): string {
  let text = name.asString().slice(1)
  for (let previous = ''; previous !== text; ) {
    previous = text
    text = text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    )
  }
  return text
}

function isActive(object: PDFObject, seen: Set<PDFObject>): boolean {
  if (seen.has(object)) return false
  seen.add(object)
  if (object instanceof PDFInvalidObject) return true
  if (object instanceof PDFName) return ACTIVE_NAMES.has(nameOf(object))
  if (object instanceof PDFArray) return object.asArray().some((item) => isActive(item, seen))
  if (object instanceof PDFStream) {
    const type = object.dict.get(PDFName.of('Type'))
    if (type instanceof PDFName && UNPACKED_TYPES.has(nameOf(type))) return true
    return isActive(object.dict, seen)
  }
  if (object instanceof PDFDict) {
    return object
      .entries()
      .some(([key, value]) => ACTIVE_KEYS.has(nameOf(key)) || isActive(value, seen))
  }
  return false
}

/**
 * The PDF as pdf-lib parsed it (object streams unpacked, names decoded), written anew without
 * object streams, or null when it cannot be parsed, is encrypted, or holds active content. What
 * is stored and served is the rewrite, so no byte the parser skipped reaches a reader.
 */
export async function safePdf(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const document = await PDFDocument.load(bytes, {
      throwOnInvalidObject: true,
      updateMetadata: false,
    })
    const seen = new Set<PDFObject>()
    const objects = document.context.enumerateIndirectObjects().map(([, object]) => object)
    const trailer = Object.values(document.context.trailerInfo).filter(
      (value): value is PDFObject => value !== undefined,
    )
    if (document.isEncrypted || [...objects, ...trailer].some((object) => isActive(object, seen))) {
      return null
    }
    if (document.getPageCount() === 0) return null
    return await document.save({ useObjectStreams: false, updateFieldAppearances: false })
  } catch {
    // Not a document pdf-lib can read and write: nothing a reader should be handed either.
    return null
  }
}
