import { createRequire } from 'node:module'
import { type Latencies, latencies } from './search-timing.ts'

type Request = { path: string }
type Instance = PromiseLike<{ requests: { average: number }; non2xx: number; errors: number }> & {
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, ms: number) => void,
  ): void
}
type Autocannon = (options: {
  url: string
  connections: number
  duration: number
  headers: Record<string, string>
  requests: { setupRequest(request: Request): Request }[]
}) => Instance

// autocannon is CommonJS without types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

export type LoadFigures = Latencies & { requestsPerSecond: number; failed: number }

/** `connections` clients for `seconds`, each request the next of `paths`, round and round. */
export async function loadTest(
  baseUrl: string,
  paths: readonly string[],
  options: { connections: number; seconds: number; headers: Record<string, string> },
): Promise<LoadFigures> {
  let next = 0
  const samples: number[] = []
  const instance = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    requests: [
      {
        setupRequest: (request) => {
          request.path = paths[next++ % paths.length] as string
          return request
        },
      },
    ],
  })
  instance.on('response', (_client, _status, _bytes, ms) => samples.push(ms))
  const result = await instance
  return {
    ...latencies(samples),
    requestsPerSecond: result.requests.average,
    failed: result.non2xx + result.errors,
  }
}
