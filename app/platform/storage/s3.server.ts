import type { S3Client } from "@aws-sdk/client-s3";
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

type Sdk = typeof import("@aws-sdk/client-s3");

/**
 * The SDK is loaded when a site on a bucket first uses it: 0.2 s of CPU that
 * every start of a site on local storage, and every test process, paid for
 * nothing.
 */
let sdk: Promise<Sdk> | undefined;
const loadSdk = () => (sdk ??= import("@aws-sdk/client-s3"));

function isMissing(s3: Sdk, e: unknown): boolean {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e instanceof s3.NoSuchKey || e instanceof s3.NotFound || err?.name === "NoSuchKey" || err?.$metadata?.httpStatusCode === 404;
}

/**
 * Photos in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …). Public
 * URLs stay `/images/{key}` whichever storage holds the file, so moving a
 * site between storages needs no rewrite of the `images` lists; the app
 * streams them from the bucket with immutable caching, and a CDN in front
 * of the site caches them.
 */
export class S3Storage implements Storage {
  private connection: Promise<{ s3: Sdk; client: S3Client }> | undefined;
  private lastReadiness: { at: number; state: StorageState } | undefined;

  constructor(private readonly config: S3Config) {}

  /** The SDK and one client for this bucket, made on first use. */
  private connect(): Promise<{ s3: Sdk; client: S3Client }> {
    this.connection ??= loadSdk().then((s3) => {
      const { config } = this;
      const client = new s3.S3Client({
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
      return { s3, client };
    });
    return this.connection;
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
      const { s3, client } = await this.connect();
      await client.send(new s3.HeadBucketCommand({ Bucket: this.config.bucket }), { abortSignal: AbortSignal.timeout(READINESS_TIMEOUT_MS) });
      state = "ok";
    } catch {
      state = "unreachable";
    }
    this.lastReadiness = { at: now, state };
    return state;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    const { s3, client } = await this.connect();
    await client.send(
      new s3.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: key.startsWith(PUBLIC_PREFIX) ? "public, max-age=31536000, immutable" : "private, no-store",
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    assertSafeKey(key);
    const { s3, client } = await this.connect();
    try {
      const res = await client.send(new s3.GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return Buffer.from(await res.Body!.transformToByteArray());
    } catch (e) {
      if (isMissing(s3, e)) return null;
      throw e;
    }
  }

  async stream(key: string): Promise<{ body: Readable; size: number } | null> {
    assertSafeKey(key);
    const { s3, client } = await this.connect();
    try {
      const res = await client.send(new s3.GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return { body: res.Body as Readable, size: Number(res.ContentLength ?? 0) };
    } catch (e) {
      if (isMissing(s3, e)) return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    const { s3, client } = await this.connect();
    await client.send(new s3.DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertSafeKey(key);
    const { s3, client } = await this.connect();
    try {
      await client.send(new s3.HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return true;
    } catch (e) {
      if (isMissing(s3, e)) return false;
      throw e;
    }
  }

  async list(prefix: string): Promise<string[]> {
    const { s3, client } = await this.connect();
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const res = await client.send(
        new s3.ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: prefix, ContinuationToken: token }),
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
