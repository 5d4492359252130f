// npm run build: builds the client into dist/, keeping the previous build's hashed assets so tabs
// opened before a deploy still load their lazy chunks (docs/performance.md).
// --if-stale (npm start, npm run cluster): builds only when dist/ is missing or was built from other inputs.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

const DIST = 'dist'
/** The server's renderer of a visitor's pages (src/server/rendered-page.ts), outside what is served. */
const DIST_SSR = 'dist-ssr'
const RENDERER = 'src/app/prerender/render-page.tsx'
const ASSETS = path.join(DIST, 'assets')
const RECORD = path.join(DIST, 'build.json')
/** Everything the client build reads; a change to any of them makes dist/ stale. */
const INPUTS = [
  'index.html',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.sw.json',
  'src',
  'public',
  'manifest',
  'scripts',
]

type BuildRecord = { inputs: string; assets: string[] }

function filesOf(entry: string): string[] {
  if (!existsSync(entry)) return []
  if (!statSync(entry).isDirectory()) return [entry]
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name))
}

/** A digest of the paths and contents of every input file. */
function inputsDigest(): string {
  const hash = createHash('sha256')
  for (const file of INPUTS.flatMap(filesOf).sort()) {
    hash.update(`${file}\0`)
    hash.update(readFileSync(file))
    hash.update('\0')
  }
  return hash.digest('hex')
}

function readRecord(): BuildRecord | null {
  try {
    return JSON.parse(readFileSync(RECORD, 'utf8')) as BuildRecord
  } catch {
    return null
  }
}

const { values: args } = parseArgs({ options: { 'if-stale': { type: 'boolean', default: false } } })
const inputs = inputsDigest()
const previous = readRecord()
const built = existsSync(path.join(DIST, 'index.html')) && existsSync(DIST_SSR)
if (args['if-stale'] && previous?.inputs === inputs && built) {
  console.log('dist/ is up to date with the sources: not rebuilding')
  process.exit(0)
}

// The previous build's own assets (with their compressed siblings) wait outside dist/ meanwhile.
const kept = mkdtempSync(path.join(tmpdir(), 'cpg-previous-assets-'))
for (const asset of previous?.assets ?? []) {
  for (const file of [asset, `${asset}.br`, `${asset}.gz`]) {
    const from = path.join(ASSETS, file)
    if (existsSync(from)) cpSync(from, path.join(kept, file))
  }
}

execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' })
execFileSync('npx', ['vite', 'build', '--ssr', RENDERER, '--outDir', DIST_SSR, '--emptyOutDir'], {
  stdio: 'inherit',
})

// Paths under assets/, the admin site's folder included (vite.config.ts).
const assets = readdirSync(ASSETS, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
  .map((entry) => path.relative(ASSETS, path.join(entry.parentPath, entry.name)))
  .sort()
cpSync(kept, ASSETS, { recursive: true, force: false })
rmSync(kept, { recursive: true, force: true })
writeFileSync(RECORD, `${JSON.stringify({ inputs, assets } satisfies BuildRecord, null, 2)}\n`)
