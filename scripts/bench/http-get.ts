import http from 'node:http'

/**
 * One kept-alive connection, as a browser tab holds one: the first-request timings then measure
 * the server, not a client library (fetch's streams add about 0.3 ms a request on this machine).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })

/** GETs `url`, reads the whole answer and fails unless it is a 2xx. */
export function httpGet(url: string, headers: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        res.resume()
        res.once('error', reject)
        res.once('end', () => {
          const status = res.statusCode ?? 0
          if (status >= 200 && status < 300) resolve()
          else reject(new Error(`${url} answered ${status}`))
        })
      })
      .once('error', reject)
  })
}
