import { spawnSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

type Probe = { folder: string; line: string; refusal?: string }

const PROBES: Probe[] = [
  {
    folder: 'src/server',
    line: "from '#app/prerender/render-page.tsx'",
    refusal: 'never imports the app',
  },
  {
    folder: 'src/server/auth',
    line: "from '../../app/session/x.ts'",
    refusal: 'never imports the app',
  },
  { folder: 'src/server', line: "from '#domain/rendered-page.ts'" },
  {
    folder: 'src/app/features/search',
    line: "from '../../shell/ionic-shell.tsx'",
    refusal: 'no other feature, shell or route',
  },
  {
    folder: 'src/app/features/search',
    line: "from '../../routes/search.tsx'",
    refusal: 'no other feature, shell or route',
  },
  {
    folder: 'src/app/features/search',
    line: "from '../vendors/x.ts'",
    refusal: 'no other feature, shell or route',
  },
  {
    folder: 'src/app/features/search',
    line: "from '#app/shell/x.ts'",
    refusal: 'no other feature, shell or route',
  },
  {
    folder: 'src/app/features/search',
    line: "from '#app/features/vendors/x.ts'",
    refusal: 'no other feature, shell or route',
  },
  { folder: 'src/app/features/search', line: "from '../../ui/x.ts'" },
  { folder: 'src/app/features/search', line: "from './x.ts'" },
  { folder: 'src/app/features/search', line: "from '#domain/search-query.ts'" },
  { folder: 'src/app/ui', line: "from '../features/search/x.ts'", refusal: 'ui/ holds widgets' },
  { folder: 'src/domain', line: "from 'react'", refusal: 'src/domain is shared' },
]

/** Biome's overrides go by path, so each probe is a real file in the folder it speaks for. */
const probeFile = (index: number, probe: Probe) =>
  `${probe.folder}/layer-probe-${process.pid}-${index}.ts`

let diagnostics = ''

/** Biome's start alone took over vitest's 10 s default on two cores busy with browser tests. */
const LINT_TIMEOUT_MS = 60_000

beforeAll(() => {
  for (const [index, probe] of PROBES.entries()) {
    writeFileSync(probeFile(index, probe), `import { x } ${probe.line}\n\nexport const y = x\n`)
  }
  const files = PROBES.map((probe, index) => probeFile(index, probe))
  const result = spawnSync('node_modules/.bin/biome', ['lint', '--max-diagnostics=100', ...files], {
    encoding: 'utf8',
  })
  diagnostics = result.stdout + result.stderr
}, LINT_TIMEOUT_MS)

afterAll(() => {
  for (const [index, probe] of PROBES.entries()) rmSync(probeFile(index, probe), { force: true })
})

/** The message of the import rule biome gave for that file, or undefined. */
function refusalOf(file: string): string | undefined {
  const start = diagnostics.indexOf(`${file}:1:`)
  if (start < 0) return undefined
  const block = diagnostics.slice(start, start + 600)
  return block.includes('lint/style/noRestrictedImports') ? block : undefined
}

describe('layer rules', () => {
  it.each(
    PROBES.map((probe, index) => [probe.folder, probe.line, probe.refusal, probe, index] as const),
  )('in %s, import %s: %s', (_folder, _line, refusal, probe, index) => {
    const found = refusalOf(probeFile(index, probe))
    if (refusal) expect(found).toContain(refusal)
    else expect(found).toBeUndefined()
  })
})
