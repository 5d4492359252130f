import { readFileSync } from 'node:fs'
import path from 'node:path'
import { floorPage } from './floor-page.ts'
import { measureEach, type PageFigures, type PageToMeasure } from './page-bench.ts'
import { startStaticHost } from './static-host.ts'

/** The peer's pages: its start page and its schedule, the conference app's first tab. */
const PEER_PAGES: PageToMeasure[] = [
  { page: 'peer /', path: '/' },
  { page: 'peer /tabs/schedule', path: '/tabs/schedule' },
]

/**
 * The pages our figures are read against, measured in the same run and as ours are, so a score
 * holds on any machine: `floor`, our landing without any script; `peer`, the Ionic React
 * conference app built by hand from its public repository (null when no directory is given).
 */
export type ReferencePages = { floor: PageFigures; peer: PageFigures[] | null }

/** Serves `dir` on loopback for the time it takes to measure `pages` there. */
async function measureServed(
  dir: string,
  pages: PageToMeasure[],
  indexHtml?: string,
): Promise<PageFigures[]> {
  const host = await startStaticHost(dir, indexHtml)
  try {
    return await measureEach(host.url, pages)
  } finally {
    await host.stop()
  }
}

/** `clientDir` is our build (dist/), `peerDir` the conference app's built directory. */
export async function measureReferencePages(
  clientDir: string,
  peerDir: string | undefined,
): Promise<ReferencePages> {
  const floorHtml = floorPage(readFileSync(path.join(clientDir, 'index.html'), 'utf8'))
  const [floor] = await measureServed(
    clientDir,
    [{ page: 'floor (landing, no script)', path: '/' }],
    floorHtml,
  )
  if (!floor) throw new Error('the floor page was not measured')
  return { floor, peer: peerDir ? await measureServed(peerDir, PEER_PAGES) : null }
}
