import type { SuccessStatusCode } from 'hono/utils/http-status'
import type { ApiRoutes as Routes } from './api-client.ts'

type KeptMethod = '$post' | '$put' | '$patch' | '$delete'
const METHODS = { $post: 'POST', $put: 'PUT', $patch: 'PATCH', $delete: 'DELETE' } as const

/** The routes a submission kept offline may call: the writes (POST, PUT, PATCH, DELETE). */
export type KeptRoute = {
  [P in keyof Routes & string]: Extract<keyof Routes[P], KeptMethod> extends never ? never : P
}[keyof Routes & string]

type EndpointOf<P extends KeptRoute, M extends KeptMethod> = M extends keyof Routes[P]
  ? Routes[P][M]
  : never
type InputOf<P extends KeptRoute, M extends KeptMethod> =
  EndpointOf<P, M> extends {
    input: infer I
  }
    ? I
    : never

/** The JSON body the server's validator takes on that route; none (`undefined`) where it takes none. */
export type BodyOf<P extends KeptRoute, M extends KeptMethod> =
  InputOf<P, M> extends {
    json: infer J
  }
    ? J
    : undefined
/** The path parameters of that route; a value may be a `{field}` the first call's answer fills. */
export type ParamsOf<P extends KeptRoute, M extends KeptMethod> =
  InputOf<P, M> extends {
    param: infer R
  }
    ? { [K in keyof R]: string | number }
    : Record<never, never>
/** What the server answers on success there. */
export type AnswerOf<P extends KeptRoute, M extends KeptMethod> =
  Extract<EndpointOf<P, M>, { status: SuccessStatusCode }> extends { output: infer O } ? O : never

/** A call recorded as data (the outbox stores it), its route, body and answer checked by tsc. */
export type KeptRequest<Answer = unknown, Method = (typeof METHODS)[KeptMethod]> = {
  method: Method
  /** Under the API base, e.g. `/vendors/12/share_via_email`. */
  path: string
  body: unknown
  /** Never set: carries the route's answer type to whoever sends it. */
  answer?: Answer
}

const PLACEHOLDER = /^\{\w+\}$/

/**
 * A call of `route` by `method` with its parameters filled in and its body, as data the outbox can
 * keep and send later (`ApiClient.send`): tsc checks the route exists with that method and that
 * the parameters and body are the ones its validators take.
 */
export function keptRequest<P extends KeptRoute, M extends KeptMethod & keyof Routes[P]>(
  method: M,
  route: P,
  params: ParamsOf<P, M>,
  body: BodyOf<P, M>,
): KeptRequest<AnswerOf<P, M>, (typeof METHODS)[M]> {
  const values = params as Record<string, string | number>
  const path = route.replace(/:(\w+)/g, (_, name: string) => {
    const value = String(values[name])
    return PLACEHOLDER.test(value) ? value : encodeURIComponent(value)
  })
  return { method: METHODS[method], path, body }
}
