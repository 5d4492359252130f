import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build, type Rolldown } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { areaChunkName } from './vite-area-chunks.ts'
import { collapseFacades } from './vite-collapse-facades.ts'

const SOURCES: Record<string, string> = {
  'main.js': `import { start } from './start.js'
    export const open = [start, () => import('./landing.js'), () => import('./catalogue.js'),
      () => import('./gallery.js'), () => import('./search.js'), () => import('./shortlists.js')]`,
  'start.js': `export const start = 'start'`,
  'lib/ionic.js': `import { helper } from './helper.js'\nexport const Ionic = 'ionic' + helper`,
  'lib/helper.js': `export const helper = 'helper'`,
  'landing.js': `import { card } from './card.js'\nexport const Landing = 'landing' + card`,
  'catalogue.js': `import { card } from './card.js'\nexport const Catalogue = 'catalogue' + card`,
  'gallery.js': `import { Ionic } from './lib/ionic.js'\nexport const Gallery = 'gallery' + Ionic`,
  'search.js': `import { card } from './card.js'\nimport { tools } from './tools.js'\nimport { Ionic } from './lib/ionic.js'
    export const Search = card + tools + Ionic`,
  'shortlists.js': `import { tools } from './tools.js'\nimport { Ionic } from './lib/ionic.js'\nexport const Lists = tools + Ionic`,
  'card.js': `export const card = 'card'`,
  'tools.js': `export const tools = 'tools'`,
}

const AREAS = [
  { name: 'landing', lazyModules: /\/(landing|gallery)\.js$/, visitor: true },
  { name: 'catalogue', lazyModules: /\/catalogue\.js$/, visitor: true },
  { name: 'search', lazyModules: /\/search\.js$/ },
  { name: 'shortlists', lazyModules: /\/shortlists\.js$/ },
]

describe('chunks by the area of the app that reaches a module', () => {
  let root: string
  let chunks: Map<string, Rolldown.OutputChunk>
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'area-chunks-'))
    mkdirSync(path.join(root, 'lib'))
    for (const [name, code] of Object.entries(SOURCES)) writeFileSync(path.join(root, name), code)
    const output = (await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [collapseFacades()],
      build: {
        write: false,
        modulePreload: false,
        rolldownOptions: {
          input: path.join(root, 'main.js'),
          preserveEntrySignatures: 'allow-extension',
          output: {
            codeSplitting: {
              groups: [
                {
                  name: areaChunkName(AREAS, { name: 'library', test: /\/lib\// }),
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    })) as Rolldown.RolldownOutput
    chunks = new Map(
      output.output
        .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
        .map((chunk) => [chunk.name, chunk]),
    )
  }, 60_000)
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  const modulesOf = (name: string) =>
    chunks.get(name)?.moduleIds.map((id) => path.relative(root, id))
  const importedChunks = (name: string) =>
    chunks
      .get(name)
      ?.imports.map((file) => [...chunks.values()].find((c) => c.fileName === file)?.name)

  it('gives each area its chunk, and what several share a shared one', () => {
    expect(modulesOf('landing')).toEqual(['landing.js'])
    expect(modulesOf('catalogue')).toEqual(['catalogue.js'])
    expect(modulesOf('visitor-shared')).toEqual(['card.js'])
    expect(modulesOf('search')).toEqual(['search.js'])
    expect(modulesOf('shortlists')).toEqual(['shortlists.js'])
    expect(modulesOf('app-shared')).toEqual(['tools.js'])
    expect(modulesOf('library')).toEqual(['lib/helper.js', 'lib/ionic.js'])
  })

  it('keeps a visitor’s chunks off the library: a lazily loaded part that uses it goes apart', () => {
    expect(modulesOf('landing-app')).toEqual(['gallery.js'])
    expect(importedChunks('landing-app')).toContain('library')
    // The entry's chunk and Rolldown's runtime are what every page loads (the start chunk in the app).
    const everyPage = ['main', 'rolldown-runtime', 'visitor-shared']
    for (const visitor of ['landing', 'catalogue', 'visitor-shared'])
      expect(new Set([...everyPage, ...(importedChunks(visitor) ?? [])])).toEqual(
        new Set(everyPage),
      )
  })
})
