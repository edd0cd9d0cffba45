import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/platform/config.server";

describe("configuration", () => {
  it("has working defaults for a first run", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.seedDemo).toBe(true);
    expect(env.OWNER_DATA_RETENTION_MONTHS).toBe(12);
    expect(env.OWNER_DATA_AUTO_ERASE).toBe("0");
  });

  it.each([
    ["PORT", "abc", /^Invalid configuration: PORT must be a whole number/],
    ["PORT", "70000", /^Invalid configuration: PORT must be a whole number/],
    ["WHATSAPP_NUMBER", "12ab", /^Invalid configuration: WHATSAPP_NUMBER must be digits only/],
    ["WHATSAPP_NUMBER", "0123456789", /^Invalid configuration: WHATSAPP_NUMBER/],
    ["SITE_URL", "not a url", /^Invalid configuration: SITE_URL must be an absolute/],
    ["DATABASE_URL", "mysql://db", /^Invalid configuration: DATABASE_URL must start with postgres:\/\//],
    ["ADMIN_EMAIL", "agent@example.com", /^Invalid configuration: ADMIN_PASSWORD must be set together with ADMIN_EMAIL/],
    ["SEED_DEMO", "yes", /^Invalid configuration: SEED_DEMO must be 0 or 1/],
    ["OWNER_DATA_RETENTION_MONTHS", "0", /^Invalid configuration: OWNER_DATA_RETENTION_MONTHS must be a whole number from 1 to 1200/],
    ["OWNER_DATA_AUTO_ERASE", "yes", /^Invalid configuration: OWNER_DATA_AUTO_ERASE must be 0 or 1/],
    ["LOG_LEVEL", "loud", /^Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent \(got "loud"\)$/],
  ])("rejects %s=%s with one line naming it", (name, value, message) => {
    let error: unknown;
    try {
      parseEnv({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain("\n");
  });

  it("listens on all interfaces only in production, and trims a trailing slash from SITE_URL", () => {
    const env = parseEnv({ NODE_ENV: "production", SITE_URL: "https://rumah.example.my/" });
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.SITE_URL).toBe("https://rumah.example.my");
    expect(env.https).toBe(true);
    expect(env.AGENT_SITE_URL).toBe("https://rumah.example.my");
  });
});

describe("S3 configuration", () => {
  it("is off by default and complete when S3_BUCKET is set", () => {
    expect(parseEnv({}).s3).toBeUndefined();
    const env = parseEnv({ S3_BUCKET: "photos", S3_ENDPOINT: "http://127.0.0.1:9000", S3_ACCESS_KEY_ID: "a", S3_SECRET_ACCESS_KEY: "b" });
    expect(env.s3).toEqual({
      bucket: "photos",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      accessKeyId: "a",
      secretAccessKey: "b",
      forcePathStyle: true,
    });
  });

  it.each([
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, /^Invalid configuration: S3_BUCKET must be set/],
    [{ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "a" }, /^Invalid configuration: S3_SECRET_ACCESS_KEY must be set together/],
    [{ S3_BUCKET: "b", S3_ENDPOINT: "minio:9000" }, /^Invalid configuration: S3_ENDPOINT must be an absolute/],
  ])("rejects an incomplete S3 setup %#", (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });
});
