/** The part of s3rver (which ships no types) that the tests and `npm run cluster` use. */
declare module 's3rver' {
  import type { Server } from 'node:http'
  import type { AddressInfo } from 'node:net'

  export default class S3rver {
    constructor(options: {
      port?: number
      address?: string
      silent?: boolean
      directory: string
      configureBuckets?: { name: string; configs: unknown[] }[]
    })
    httpServer?: Server
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
