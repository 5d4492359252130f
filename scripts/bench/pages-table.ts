import type { PageFigures, PagesFigures } from './page-bench.ts'
import type { ReferencePages } from './reference-pages.ts'

/** The baseline's figures, measured once with `npm run bench -- --pages-only --before DIR`. */
export const BASELINE_FILE = 'docs/performance-baseline.json'

const KB = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
const ms = (n: number) => `${Math.round(n)} ms`
const pair = (before: string | undefined, after: string) =>
  before === undefined ? after : `${before} -> ${after}`

/** One row: a page's figures, after its baseline's when there is one. */
function row(page: PageFigures, old: PageFigures | undefined): string[] {
  const l = page.lighthouse
  const o = old?.lighthouse
  return [
    page.page,
    pair(old && KB(old.transfer.bytes), KB(page.transfer.bytes)),
    // A baseline measured before the figure existed has none.
    pair(
      old?.transfer.scriptBytes === undefined ? undefined : KB(old.transfer.scriptBytes),
      KB(page.transfer.scriptBytes),
    ),
    pair(o && String(o.score), `${l.score} (${page.scores.join(', ')})`),
    pair(o && ms(o.fcp), ms(l.fcp)),
    pair(o && ms(o.lcp), ms(l.lcp)),
    pair(o && ms(o.tbt), ms(l.tbt)),
    pair(o?.cls.toFixed(3), l.cls.toFixed(3)),
    Object.entries(page.transfer.encodings)
      .map(([encoding, n]) => `${encoding} ${n}`)
      .join(', '),
  ]
}

/**
 * One table: each of our pages' figures before -> after, then the reference pages' measured in
 * the same run (the floor, and the peer when `--peer DIR` is given).
 */
export function pagesTable(
  before: PagesFigures | null,
  after: PagesFigures,
  references: ReferencePages,
): string[] {
  const rows = [
    ...after.pages.map((page) =>
      row(
        page,
        before?.pages.find((p) => p.page === page.page),
      ),
    ),
    ...[references.floor, ...(references.peer ?? [])].map((page) => row(page, undefined)),
  ]
  const header = [
    'page',
    'transferred',
    'script to run',
    'Lighthouse (runs)',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'encodings',
  ]
  const table = [header, ...rows]
  const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)))
  const line = (row: string[]) =>
    `| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
  const i = (figures: PagesFigures | null, key: 'typingMs' | 'openFiltersMs') =>
    figures ? ms(figures.interactions[key]) : undefined
  return [
    'Pages, first visit, Lighthouse mobile (simulated throttling), median of 3; before -> after; then',
    "the floor (our landing's HTML with no script) and the peer (the Ionic React conference app).",
    '"script to run": the scripts the page loads as modules until the network is idle, compressed',
    "(the warm-up's fetches of later screens not counted; budget 70 KB on a visitor's pages):",
    line(header),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map(line),
    ...(references.peer ? [] : ['peer: not measured (no --peer DIR)']),
    'Search screen at 4x CPU slowdown, longest event (input to next paint; budget 200 ms):',
    `  typing in the search box ${pair(i(before, 'typingMs'), i(after, 'typingMs') ?? '')}, opening the filters ${pair(i(before, 'openFiltersMs'), i(after, 'openFiltersMs') ?? '')}`,
  ]
}
