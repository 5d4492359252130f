import { holdsActiveContent } from './pdf-active-content.ts'
import { inflatesWithinLimits } from './pdf-inflated-size.ts'
import { openQpdf } from './qpdf.ts'

/**
 * A checked PDF as it is kept, or why it is refused: `format` when it cannot be read, is
 * encrypted, has no page or holds active content; `heavy` when it unpacks to more than the limits.
 */
export type PdfVerdict = { ok: true; pdf: Uint8Array } | { ok: false; reason: 'format' | 'heavy' }

const FORMAT = { ok: false, reason: 'format' } as const
const HEAVY = { ok: false, reason: 'heavy' } as const
/** qpdf's exit status for errors; 3 (warnings only, a damaged file it repaired) is success. */
const FAILED = 2

type QpdfJson = { encrypt?: { encrypted?: boolean }; pages?: unknown[]; qpdf?: unknown }

/**
 * Checks a PDF with qpdf, a maintained parser: written anew without object streams, then every
 * object of the rewrite is read for active content. What is kept is the rewrite, so no byte the
 * parser skipped reaches a reader. Streams are copied as they are, never inflated: the parser
 * inflates only its object and cross-reference streams, whose inflated size is checked first.
 * Runs in a worker thread (pdf-safety.ts), whose limits stop it when the file asks for more.
 */
export async function checkPdf(bytes: Uint8Array): Promise<PdfVerdict> {
  if (!(await inflatesWithinLimits(bytes))) return HEAVY
  const qpdf = await openQpdf()
  try {
    qpdf.write('/in.pdf', bytes)
    const rewrite = ['--object-streams=disable', '--decode-level=none', '/in.pdf', '/out.pdf']
    if (qpdf.run(rewrite) === FAILED) return outOfMemory(qpdf.messages) ? HEAVY : FORMAT
    const json = ['--json=2', '--json-key=encrypt', '--json-key=pages', '--json-key=qpdf']
    if (qpdf.run([...json, '/out.pdf', '/out.json']) === FAILED) return FORMAT
    const document = JSON.parse(Buffer.from(qpdf.read('/out.json')).toString('utf8')) as QpdfJson
    if (document.encrypt?.encrypted !== false || !document.pages?.length) return FORMAT
    if (holdsActiveContent(document.qpdf)) return FORMAT
    return { ok: true, pdf: qpdf.read('/out.pdf') }
  } catch (error) {
    // qpdf aborts when its memory cannot grow (the worker's limit): the file asked for too much.
    if (error instanceof WebAssembly.RuntimeError) return HEAVY
    throw error
  }
}

const outOfMemory = (messages: string[]) => messages.some((line) => line.includes('bad_alloc'))
