import type { Plugin } from 'vite'

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g

/**
 * Lets the pre-rendered page paint before any script is fetched: the entry CSS is inlined and the
 * app's modules are requested from an inline script once the first frame has been painted.
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
        const inlined = html.replace(STYLESHEET, (tag, file: string) => {
          const asset = bundle[file]
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag
        })
        const boot = `<script>(function(){function boot(){var h=document.head;${JSON.stringify(modules)}.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};h.appendChild(s)}requestAnimationFrame(function(){setTimeout(boot,0)})})()</script>`
        return inlined
          .replace(ENTRY_SCRIPT, '')
          .replace(MODULE_PRELOAD, '')
          .replace('</body>', `${boot}</body>`)
      },
    },
  }
}
