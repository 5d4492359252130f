import type { ClientResponse } from 'hono/client'
import type { TestApp } from './test-app.ts'

/** A JSON request to /api/v1 by path, for calls the typed client does not reach by name. */
export async function apiRequest(
  t: TestApp,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  if (body === undefined) return t.app.request(`/api/v1${path}`, { method, headers })
  return t.app.request(`/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

/** The path and query of an absolute link, to follow it through the app in-process. */
export function pathOf(link: string): string {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

type OkBody<R> =
  Extract<R, { status: 200 }> extends ClientResponse<infer T, 200, 'json'> ? T : never

/** The body of a 200 answer, typed as the route declares it; fails the test with any other. */
export async function okJson<R extends ClientResponse<unknown, number, 'json'>>(
  res: R,
): Promise<OkBody<R>> {
  const body = await res.json()
  if (res.status !== 200)
    throw new Error(`Expected 200, got ${res.status}: ${JSON.stringify(body)}`)
  return body as OkBody<R>
}

/** The full data of a vendor or tactic answer; fails the test with a visitor's limited data. */
export async function shownJson<R extends ClientResponse<unknown, number, 'json'>>(
  res: R,
): Promise<Extract<OkBody<R>, { show_data: true }>> {
  const body = await okJson(res)
  if ((body as { show_data?: boolean }).show_data !== true)
    throw new Error(`Expected the full data, got ${JSON.stringify(body)}`)
  return body as Extract<OkBody<R>, { show_data: true }>
}
