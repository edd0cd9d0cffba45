import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import { assertSafeKey, PUBLIC_PREFIX, PUBLIC_URL_BASE, type Storage, type StorageState } from "./keys";

// The SDK warns on every start that releases after January 2027 need Node 22;
// the version in package-lock.json works on Node 20, so the warning is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const READINESS_CACHE_MS = 5_000;
const READINESS_TIMEOUT_MS = 2_000;

function isMissing(e: unknown): boolean {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e instanceof NoSuchKey || e instanceof NotFound || err?.name === "NoSuchKey" || err?.$metadata?.httpStatusCode === 404;
}

/**
 * Photos in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …). Public
 * URLs stay `/images/{key}` whichever storage holds the file, so moving a
 * site between storages needs no rewrite of the `images` lists; the app
 * streams them from the bucket with immutable caching, and a CDN in front
 * of the site caches them.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private lastReadiness: { at: number; state: StorageState } | undefined;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Checksums only where the API requires them: several S3-compatible
      // servers do not understand the SDK's default streaming checksums.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  /**
   * HEAD of the bucket: it answers only when the endpoint is up, the bucket
   * exists and the credentials may use it. A load balancer asks every few
   * seconds on every instance: one answer is kept a few seconds.
   */
  async readiness(): Promise<StorageState> {
    const now = Date.now();
    if (this.lastReadiness && now - this.lastReadiness.at < READINESS_CACHE_MS) return this.lastReadiness.state;
    let state: StorageState;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(READINESS_TIMEOUT_MS) });
      state = "ok";
    } catch {
      state = "unreachable";
    }
    this.lastReadiness = { at: now, state };
    return state;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: key.startsWith(PUBLIC_PREFIX) ? "public, max-age=31536000, immutable" : "private, no-store",
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    assertSafeKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return Buffer.from(await res.Body!.transformToByteArray());
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  async stream(key: string): Promise<{ body: Readable; size: number } | null> {
    assertSafeKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { body: res.Body as Readable, size: Number(res.ContentLength ?? 0) };
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (e) {
      if (isMissing(e)) return false;
      throw e;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const res = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of res.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = res.IsTruncated ? res.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  publicUrl(key: string): string {
    return PUBLIC_URL_BASE + key;
  }
}
