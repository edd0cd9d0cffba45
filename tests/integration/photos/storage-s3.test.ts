import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { S3Storage } from "~/platform/storage/s3.server";
import { startS3Server } from "../../support/s3-server";

let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: S3Storage;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = s3.storage();
});

afterAll(async () => {
  await s3?.close();
});

describe("S3 storage adapter against a real S3-compatible server", () => {
  it("puts, reads, streams, lists and deletes objects", async () => {
    const key = "property_images/1700000000000_front.jpg";
    const body = Buffer.from("not really a jpeg, but bytes are bytes");
    await storage.put(key, body, "image/jpeg");
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key))?.equals(body)).toBe(true);

    const streamed = await storage.stream(key);
    expect(streamed?.size).toBe(body.length);
    const chunks: Buffer[] = [];
    for await (const chunk of streamed!.body) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).equals(body)).toBe(true);

    await storage.put("masters/property_images/1700000000000_front.jpg", body, "image/jpeg");
    expect(await storage.list("property_images/")).toEqual([key]);
    expect(storage.publicUrl(key)).toBe(`/images/${key}`);

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stream(key)).toBeNull();
  });

  it("refuses keys that could escape their prefix", async () => {
    await expect(storage.put("../etc/passwd", Buffer.from("x"), "text/plain")).rejects.toThrow(/Unsafe storage key/);
  });
});
