import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { S3Storage } from "~/platform/storage/s3.server";
import { healthRouter } from "../../../server/health";
import { startS3Server } from "../../support/s3-server";

/** /readyz of a site whose photos are in a bucket (docs/deploy.md#liveness-and-readiness). */
async function probe(storage: S3Storage, path: string) {
  const server = express().use(healthRouter({ storage })).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  } finally {
    server.close();
  }
}

describe("readiness with photos in a bucket", () => {
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
  afterAll(async () => {
    await s3?.close();
  });

  it("is ready while the bucket answers; names the storage when it does not, while liveness stays 200", async () => {
    s3 = await startS3Server();
    expect(await probe(s3.storage(), "/readyz")).toEqual({ status: 200, body: { status: "ok", database: "ok", storage: "ok" } });

    // A new adapter (the answer is kept 5 s per adapter) for a bucket that does not exist.
    const wrongBucket = new S3Storage({ bucket: "no-such-bucket", endpoint: s3.endpoint, region: "us-east-1", accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true });
    expect(await probe(wrongBucket, "/readyz")).toEqual({ status: 503, body: { status: "unavailable", database: "ok", storage: "unreachable" } });

    const storage = s3.storage();
    await s3.close();
    s3 = undefined;
    expect(await probe(storage, "/readyz")).toEqual({ status: 503, body: { status: "unavailable", database: "ok", storage: "unreachable" } });
    expect(await probe(storage, "/healthz")).toEqual({ status: 200, body: { status: "ok" } });
  });
});
