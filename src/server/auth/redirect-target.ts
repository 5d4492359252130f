/**
 * A path on our own origin to send the browser to, from a path or an absolute URL of PUBLIC_URL's
 * origin; anything else becomes `/`, so an emailed link can never redirect to another site.
 */
export function safeRedirectPath(target: string | null | undefined, publicUrl: string): string {
  if (!target) return '/'
  let url: URL
  try {
    url = new URL(target, publicUrl)
  } catch {
    return '/'
  }
  // A path starting with // would be read by the browser as another host.
  if (url.origin !== new URL(publicUrl).origin || url.pathname.startsWith('//')) return '/'
  return `${url.pathname}${url.search}${url.hash}`
}

/** The same-origin path with values added to its query. */
export function withQuery(path: string, values: Record<string, string>, publicUrl: string): string {
  const url = new URL(path, publicUrl)
  for (const [name, value] of Object.entries(values)) url.searchParams.set(name, value)
  return `${url.pathname}${url.search}${url.hash}`
}
