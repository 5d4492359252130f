import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import type { S3Config } from '../config.ts'
import { IMMUTABLE } from '../static-files.ts'
import {
  type StoredUpload,
  type UploadStorage,
  uploadContentType,
  uploadKey,
} from './upload-storage.ts'

/** Uploads as objects in an S3-compatible bucket, shared by every app server (docs/scaling.md). */
export class S3UploadStorage implements UploadStorage {
  private readonly client: S3Client
  private readonly bucket: string

  constructor(config: S3Config) {
    this.bucket = config.bucket
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    })
  }

  async write(key: string, bytes: Uint8Array): Promise<void> {
    const contentType = uploadContentType(key)
    if (!uploadKey(key) || !contentType)
      throw new Error(`Not an upload key: ${JSON.stringify(key)}`)
    // A PUT is atomic: readers see the old object or the whole new one, never part of it.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        CacheControl: IMMUTABLE,
      }),
    )
  }

  async read(key: string): Promise<StoredUpload | null> {
    const contentType = uploadContentType(key)
    if (!uploadKey(key) || !contentType) return null
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))
      if (!object.Body || object.ContentLength === undefined) return null
      return { body: object.Body as Readable, size: object.ContentLength, contentType }
    } catch (error) {
      if (error instanceof NoSuchKey) return null
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))
  }

  async *keys(): AsyncIterable<string> {
    let token: string | undefined
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      )
      for (const object of page.Contents ?? []) {
        const key = object.Key && uploadKey(object.Key)
        if (key) yield key
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  }
}
