import { decodeName } from './pdf-name.ts'

/**
 * Keys and name values that make a PDF act on its own: scripts, actions run on an event, links
 * out, form submission, files carried inside and media that plays (docs/api-marketplace.md).
 * An /OpenAction is refused by what it runs: one that only opens a page passes.
 */
const ACTIVE_KEYS = new Set([
  'JS',
  'JavaScript',
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
  'RichMediaExecute',
  'Rendition',
  'Movie',
  'Sound',
  // A file specification whose file system is /URL names a file on the web.
  'URL',
])
/** Object and cross-reference streams that are left after qpdf wrote the file without them. */
const UNPACKED_TYPES = new Set(['ObjStm', 'XRef'])

/** A name in qpdf's JSON: "/Name", or "n:/Name" with `#xx` escapes when not UTF-8. */
const nameIn = (value: string) =>
  value.startsWith('/')
    ? decodeName(value.slice(1))
    : value.startsWith('n:/')
      ? decodeName(value.slice(3))
      : null

/**
 * Whether any object of qpdf's JSON of a document (its "qpdf" part: every object and the
 * trailer) is active content. Walked with a stack: hostile nesting cannot overflow it.
 */
export function holdsActiveContent(objects: unknown): boolean {
  const stack: unknown[] = [objects]
  while (stack.length > 0) {
    const value = stack.pop()
    if (typeof value === 'string') {
      const name = nameIn(value)
      if (name !== null && ACTIVE_NAMES.has(name)) return true
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push(item)
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const name = nameIn(key)
        if (name !== null && ACTIVE_KEYS.has(name)) return true
        if (name === 'Type' && typeof item === 'string' && UNPACKED_TYPES.has(nameIn(item) ?? '')) {
          return true
        }
        stack.push(item)
      }
    }
  }
  return false
}
