import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { MediaStorageUnavailableError, type MediaStorage, type StoredObject } from './store';

const YEAR = 31_536_000;

type Sdk = typeof import('@aws-sdk/client-s3');

/** Loaded only when MEDIA_STORAGE=s3: the SDK costs about 24 MB of memory that a local-disk site does not need. */
export async function openS3MediaStorage(settings: S3Settings): Promise<S3MediaStorage> {
  return new S3MediaStorage(await import('@aws-sdk/client-s3'), settings);
}

/** What may be logged about a failed S3 call: its name, code and status, never the request (signatures, tokens). */
export function describeS3Failure(err: unknown): string {
  const e = err as { name?: string; code?: string; message?: string; $fault?: string; $metadata?: { httpStatusCode?: number } };
  if (e?.$fault) return `${e.name} (HTTP ${e.$metadata?.httpStatusCode ?? '?'}): ${String(e.message).slice(0, 200)}`;
  return `${e?.code ?? e?.name ?? 'Error'}: ${String(e?.message ?? err).slice(0, 200)}`;
}

const status = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

/**
 * Uploads in an S3-compatible bucket, shared by every instance. Objects carry their own content type and
 * cache headers, so the bucket can also be put behind a CDN later without re-uploading anything.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(
    private readonly sdk: Sdk,
    private readonly settings: S3Settings,
  ) {
    this.client = new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint ?? undefined,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
      // Streamed checksums (aws-chunked bodies) are not understood by every S3-compatible service: send them only where S3 requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A bucket outage must answer the uploader within seconds, not after a long back-off.
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 3000, requestTimeout: 20_000 },
    });
  }

  private key(key: string): string {
    return this.settings.keyPrefix + key;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    try {
      await this.client.send(
        new this.sdk.PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.key(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          CacheControl: `public, max-age=${YEAR}, immutable`,
        }),
      );
    } catch (err) {
      throw new MediaStorageUnavailableError(describeS3Failure(err));
    }
  }

  /** 404 when the bucket has no such object; throws MediaStorageUnavailableError when it cannot be asked. */
  async get(key: string, ifNoneMatch: string | undefined): Promise<StoredObject> {
    try {
      const res = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key), IfNoneMatch: ifNoneMatch || undefined }));
      return { status: 200, body: res.Body as Readable, contentLength: res.ContentLength ?? null, etag: res.ETag ?? null, lastModified: res.LastModified ?? null };
    } catch (err) {
      if (status(err) === 304) return { status: 304, etag: ifNoneMatch ?? null };
      if (status(err) === 404 || (err as Error)?.name === 'NoSuchKey') return { status: 404 };
      throw new MediaStorageUnavailableError(describeS3Failure(err));
    }
  }

  async removeQuietly(keys: string[]): Promise<void> {
    await Promise.all(keys.map((k) => this.remove(k).catch(() => undefined)));
  }

  async remove(key: string): Promise<void> {
    try {
      await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(key) }));
    } catch (err) {
      throw new MediaStorageUnavailableError(describeS3Failure(err));
    }
  }

  /** The bucket exists and these credentials may use it. */
  async check(): Promise<void> {
    try {
      await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (err) {
      throw new MediaStorageUnavailableError(describeS3Failure(err));
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
