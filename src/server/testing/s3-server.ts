import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import type { S3Config } from '../config.ts'

export type S3Server = { config: S3Config; close(): Promise<void> }

/**
 * A real S3-compatible server (s3rver) on a free loopback port, with one empty bucket, keeping its
 * objects in a temporary folder that close() removes.
 */
export async function startS3Server(
  options: { port?: number; directory?: string } = {},
): Promise<S3Server> {
  const directory = options.directory ?? (await mkdtemp(path.join(tmpdir(), 'cpg-s3-')))
  const bucket = 'cpg-uploads'
  const server = new S3rver({
    port: options.port ?? 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port } = await server.run()
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's own fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async close() {
      // The SDK keeps connections alive, which would hold close() open.
      server.httpServer?.closeAllConnections()
      await server.close()
      if (!options.directory) await rm(directory, { recursive: true, force: true })
    },
  }
}
