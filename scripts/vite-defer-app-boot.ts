import type { Plugin, Rolldown } from 'vite'
import { DIALOG_LINK_ATTRIBUTE, type HeaderDialog } from '../src/app/ui/dialog-fetching.ts'

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g

/** The modules of the dialogs the header's links open (src/app/features/auth/auth-dialogs.tsx). */
const HEADER_DIALOG_MODULES: Record<HeaderDialog, string> = {
  login: '/src/app/features/auth/login-dialog.tsx',
  register: '/src/app/features/auth/registration-dialog.tsx',
}

/** A chunk's file and every file it imports, however deep, but those the page loads anyway. */
function chunkFiles(bundle: Rolldown.OutputBundle, module: string, loaded: Set<string>): string[] {
  const chunk = Object.values(bundle).find(
    (file): file is Rolldown.OutputChunk =>
      file.type === 'chunk' && file.moduleIds.some((id) => id.endsWith(module)),
  )
  if (!chunk) throw new Error(`defer-app-boot: no chunk for ${module}`)
  const files = new Set<string>()
  const visit = (fileName: string) => {
    if (files.has(fileName) || loaded.has(`/${fileName}`)) return
    files.add(fileName)
    const file = bundle[fileName]
    if (file?.type === 'chunk') for (const imported of file.imports) visit(imported)
  }
  visit(chunk.fileName)
  return [...files].map((fileName) => `/${fileName}`)
}

/**
 * Lets the pre-rendered page paint before any script is fetched: the entry CSS is inlined and the
 * app's modules are requested from an inline script once the first frame has been painted.
 *
 * On a slow connection the app can take seconds to start, and a tap on the header's Log in or
 * Register meanwhile would load the dialog's route as a new page, then its code one step after the
 * other. The same script keeps the page instead: it marks the link busy, which the app takes over
 * when it starts and opens the dialog (src/app/ui/dialog-fetching.ts), and it fetches the dialog's
 * code beside the app's from the first touch. Once the app runs, its own handler answers the tap.
 */
export function deferAppBoot(): Plugin {
  return {
    name: 'defer-app-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle
        if (!bundle) return html
        const entry = html.match(ENTRY_SCRIPT)?.[1]
        if (!entry) throw new Error('defer-app-boot: no entry script in index.html')
        const modules = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string)
        const loaded = new Set([...modules, entry])
        const dialogs = Object.fromEntries(
          Object.entries(HEADER_DIALOG_MODULES).map(([dialog, module]) => [
            dialog,
            chunkFiles(bundle, module, loaded),
          ]),
        )
        const inlined = html.replace(STYLESHEET, (tag, file: string) => {
          const asset = bundle[file]
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag
        })
        const boot = `<script>(function(){var h=document.head;function preload(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)}function boot(){${JSON.stringify(modules)}.forEach(preload);var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};h.appendChild(s)}requestAnimationFrame(function(){setTimeout(boot,0)});var dialogs=${JSON.stringify(dialogs)};function link(e){return e.target instanceof Element?e.target.closest('a[${DIALOG_LINK_ATTRIBUTE}]'):null}function fetchDialog(a){var files=dialogs[a.getAttribute('${DIALOG_LINK_ATTRIBUTE}')]||[];delete dialogs[a.getAttribute('${DIALOG_LINK_ATTRIBUTE}')];files.forEach(preload)}document.addEventListener('pointerdown',function(e){var a=link(e);if(a)fetchDialog(a)});document.addEventListener('click',function(e){var a=link(e);if(!a||e.defaultPrevented||e.button||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;e.preventDefault();fetchDialog(a);document.querySelectorAll('a[${DIALOG_LINK_ATTRIBUTE}][aria-busy]').forEach(function(b){b.removeAttribute('aria-busy')});a.setAttribute('aria-busy','true')})})()</script>`
        return inlined
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace('</body>', `${boot}</body>`)
      },
    },
  }
}
