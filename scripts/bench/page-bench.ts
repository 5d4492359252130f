import { type InteractionFigures, measureInteractions } from './interaction-bench.ts'
import { type LighthouseFigures, lighthouseMedian } from './lighthouse-run.ts'
import { type TransferFigures, transferredBytes } from './transfer-size.ts'

export type PageFigures = {
  page: string
  path: string
  transfer: TransferFigures
  lighthouse: LighthouseFigures
  scores: number[]
}

export type PagesFigures = { pages: PageFigures[]; interactions: InteractionFigures }

export type PageToMeasure = { page: string; path: string; signedIn?: boolean }

/**
 * What a first visit to each page transfers, and Lighthouse mobile, median of 3, one page after
 * the other; `signedIn` signs the bench's buyer in first, through the app served at `url`.
 */
export async function measureEach(url: string, pages: PageToMeasure[]): Promise<PageFigures[]> {
  const figures: PageFigures[] = []
  for (const { page, path, signedIn = false } of pages) {
    const transfer = await transferredBytes(url, path, signedIn)
    const lh = await lighthouseMedian(`${url}${path}`, signedIn ? { signInAt: url } : {})
    figures.push({
      page,
      path,
      transfer,
      lighthouse: lh.median,
      scores: lh.all.map((r) => r.score),
    })
  }
  return figures
}

/** The first tactic of vendor 1, as a visitor's tactic list shows it. */
async function firstTacticPath(url: string): Promise<string> {
  const body = (await (await fetch(`${url}/api/v1/vendors/1/tactics`)).json()) as {
    data: { categories: { tactics: { id: number }[] }[] }
  }
  const id = body.data.categories.flatMap((c) => c.tactics)[0]?.id
  if (id === undefined) throw new Error('vendor 1 has no tactic')
  return `/company/1/tactics/${id}`
}

/**
 * The four pages the issue budgets (docs/performance.md): the landing page, a public vendor page
 * and tactic page, and the search screen after a real sign-in. Each: what a first visit transfers,
 * and Lighthouse mobile, median of 3; then the search screen's interactions at 4x CPU slowdown.
 */
export async function measurePages(url: string): Promise<PagesFigures> {
  const pages: PageToMeasure[] = [
    { page: 'landing', path: '/', signedIn: false },
    { page: 'vendor (visitor)', path: '/company/1', signedIn: false },
    { page: 'tactic (visitor)', path: await firstTacticPath(url), signedIn: false },
    { page: 'search (signed in)', path: '/search?keyword=sampling', signedIn: true },
  ]
  return { pages: await measureEach(url, pages), interactions: await measureInteractions(url) }
}
