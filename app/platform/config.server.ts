import { z } from "zod";
import { formatMalaysianPhone } from "./site-settings/rules";

/**
 * The run contract of docs/architecture.md#run-contract. Parsed once; a bad value stops the process
 * with one line naming the variable (see `formatEnvError`).
 */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be a whole number from ${min} to ${max}`);

const absoluteUrl = z
  .string()
  .trim()
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === "http:" || u.protocol === "https:";
    } catch {
      return false;
    }
  }, "must be an absolute http:// or https:// URL")
  .transform((v) => v.replace(/\/+$/, ""));

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: wholeNumber(0, 65535).default(3000),
    HOST: optionalText,
    DATA_DIR: z.string().trim().min(1).default("./data"),
    /** Where `react-router build` wrote the app (react-router.config.ts); parallel test runs use their own. */
    BUILD_DIR: z.string().trim().min(1).default("build"),
    DATABASE_URL: optionalText.refine(
      (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
      "must start with postgres:// (leave it unset to use SQLite in DATA_DIR)",
    ),
    SITE_URL: absoluteUrl.optional(),
    AGENT_SITE_URL: absoluteUrl.optional(),
    WHATSAPP_NUMBER: z
      .string()
      .trim()
      .regex(/^6\d{8,12}$/, "must be digits only, starting with the country code 6, e.g. 60123456789")
      .default("60123456789"),
    CONSULTANT_NAME: z.string().trim().min(1).default("Aisyah Rahman"),
    CONSULTANT_REN: z.string().trim().min(1).default("REN 12345"),
    CONSULTANT_PHONE: optionalText,
    AGENCY_NAME: z.string().trim().min(1).default("Demo Realty Sdn. Bhd."),
    AGENCY_REG_NO: z.string().trim().min(1).default("E (1) 1234"),
    ADMIN_EMAIL: optionalText.refine(
      (v) => v === undefined || z.email().safeParse(v).success,
      "must be an e-mail address",
    ),
    ADMIN_PASSWORD: optionalText.refine(
      (v) => v === undefined || v.length >= 8,
      "must be at least 8 characters",
    ),
    SESSION_SECRET: optionalText.refine(
      (v) => v === undefined || v.length >= 32,
      "must be at least 32 characters",
    ),
    SEED_DEMO: z.enum(["0", "1"], { message: "must be 0 or 1" }).default("1"),
    // Unset: "info", or "warn" under the tests (see the transform below).
    LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(", ")}` }).optional(),
    UPLOAD_MAX_BYTES: wholeNumber(1, 1_000_000_000).default(25 * 1024 * 1024),
    UPLOAD_MAX_PIXELS: wholeNumber(1, 1_000_000_000).default(50_000_000),
    TRUST_PROXY: optionalText,
    RENDER_LIMIT_PER_SECOND: wholeNumber(0, 1_000_000).default(5),
    /** How often counted views and WhatsApp taps are written (app/leads/stats-buffer.server.ts); tests use a few hundred ms. */
    STATS_FLUSH_MS: wholeNumber(50, 3_600_000).default(5000),
    // Lead notifications (issue 32, decision 051): e-mail over SMTP when both are set.
    SMTP_URL: optionalText.refine(
      (v) => v === undefined || /^smtps?:\/\/[^/]+/.test(v),
      "must start with smtp:// or smtps://, e.g. smtps://user:password@smtp.gmail.com:465",
    ),
    NOTIFY_EMAIL: optionalText.refine((v) => v === undefined || z.email().safeParse(v).success, "must be an e-mail address"),
    /** The sender; unset, NOTIFY_EMAIL (Gmail and Amazon SES send only from an address they know). */
    NOTIFY_FROM: optionalText,
    /** How often visitors' alerts look for new and cheaper listings (app/leads/alerts/scan.server.ts); tests use a few hundred ms. */
    ALERT_SCAN_MS: wholeNumber(50, 3_600_000).default(5 * 60_000),
    /** How often the outbox is looked at; tests use a few hundred ms. */
    NOTIFY_POLL_MS: wholeNumber(50, 600_000).default(5000),
    /** The first retry's wait; each next one doubles it, up to 10 minutes. */
    NOTIFY_RETRY_MS: wholeNumber(10, 600_000).default(5000),
    /** How long a claimed notification is this instance's to send before another may take it (its sender died). */
    NOTIFY_LEASE_MS: wholeNumber(500, 3_600_000).default(120_000),
    /** Web Push's key pair (web-push generate-vapid-keys); unset, one is generated into DATA_DIR once. */
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    // PDPA: owner data of a listing Sold or Rented longer than this is erased (npm run erase-owner-data).
    OWNER_DATA_RETENTION_MONTHS: wholeNumber(1, 1200).default(12),
    // 1: the server erases it by itself, hourly (app/properties/owner-data/erase.server.ts).
    OWNER_DATA_AUTO_ERASE: z.enum(["0", "1"], { message: "must be 0 or 1" }).default("0"),
    // Memory for rendered public pages (server/page-cache.ts); 0 keeps none (npm run bench measures misses so).
    PAGE_CACHE_MAX_MB: wholeNumber(0, 1_000_000).default(128),
    // Prometheus metrics (docs/deploy.md#metrics): a port of their own, or the site's port behind a token; neither by default.
    METRICS_PORT: wholeNumber(1, 65535).optional(),
    METRICS_HOST: z.string().trim().min(1).default("127.0.0.1"),
    METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, "must be at least 16 characters"),
    /**
     * The map's style (issue 30 item 4, decision 061): OpenFreeMap's key-less vector style by default;
     * a path ("/map/style.json") is a style served from DATA_DIR/map (a self-hosted PMTiles extract).
     */
    MAP_STYLE_URL: z
      .string()
      .trim()
      .default("https://tiles.openfreemap.org/styles/liberty")
      .refine((v) => v.startsWith("/") || /^https?:\/\/[^/]+/.test(v), "must be an https:// URL or a path starting with /"),
    /** Other hosts the style's tiles, glyphs or PMTiles file come from (space-separated origins): the CSP allows them. */
    MAP_HOSTS: optionalText,
    S3_BUCKET: optionalText,
    S3_ENDPOINT: absoluteUrl.optional(),
    S3_REGION: z.string().trim().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z.enum(["0", "1"], { message: "must be 0 or 1" }).optional(),
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "must be set together with " + (env.ADMIN_EMAIL ? "ADMIN_EMAIL" : "ADMIN_PASSWORD"),
      });
    }
  })
  .superRefine((env, ctx) => {
    if ((env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY) && !env.S3_BUCKET) {
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "must be set when any other S3_ variable is" });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message: "must be set together with " + (env.S3_ACCESS_KEY_ID ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY"),
      });
    }
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.SMTP_URL) !== Boolean(env.NOTIFY_EMAIL)) {
      const missing = env.SMTP_URL ? "NOTIFY_EMAIL" : "SMTP_URL";
      ctx.addIssue({ code: "custom", path: [missing], message: `must be set together with ${env.SMTP_URL ? "SMTP_URL" : "NOTIFY_EMAIL"}` });
    }
  })
  .transform((env) => {
    const production = env.NODE_ENV === "production";
    const siteUrl = env.SITE_URL ?? `http://localhost:${env.PORT || 3000}`;
    return {
      ...env,
      production,
      /** Cookies get `Secure` and responses HSTS only where the site is served over https. */
      https: siteUrl.startsWith("https://"),
      HOST: env.HOST ?? (production ? "0.0.0.0" : "127.0.0.1"),
      LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "warn" : "info"),
      SITE_URL: siteUrl,
      /** SITE_URL was left unset: links and the photo watermark fall back to the local address. */
      siteUrlDefaulted: env.SITE_URL === undefined,
      AGENT_SITE_URL: env.AGENT_SITE_URL ?? siteUrl,
      CONSULTANT_PHONE: env.CONSULTANT_PHONE ?? formatMalaysianPhone(env.WHATSAPP_NUMBER),
      seedDemo: env.SEED_DEMO === "1",
      /** Where the map may fetch from, for the Content-Security-Policy: the style's origin and MAP_HOSTS. */
      mapOrigins: [...(env.MAP_STYLE_URL.startsWith("/") ? [] : [new URL(env.MAP_STYLE_URL).origin]), ...(env.MAP_HOSTS ?? "").split(/\s+/).filter(Boolean)],
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            // Self-hosted S3 servers want path-style URLs; AWS takes either.
            forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === "1" : Boolean(env.S3_ENDPOINT),
          }
        : undefined,
    };
  });

export type Env = z.output<typeof schema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? "environment");
  const raw = source[name];
  const got = raw === undefined ? "" : ` (got ${JSON.stringify(raw)})`;
  throw new EnvError(`Invalid configuration: ${name} ${issue.message}${got}`);
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Only these reach the browser. */
export function publicEnv(env: Env = getEnv()) {
  return {
    SITE_URL: env.SITE_URL,
    AGENT_SITE_URL: env.AGENT_SITE_URL,
    WHATSAPP_NUMBER: env.WHATSAPP_NUMBER,
    CONSULTANT_NAME: env.CONSULTANT_NAME,
    CONSULTANT_REN: env.CONSULTANT_REN,
    CONSULTANT_PHONE: env.CONSULTANT_PHONE,
    AGENCY_NAME: env.AGENCY_NAME,
    AGENCY_REG_NO: env.AGENCY_REG_NO,
    MAP_STYLE_URL: env.MAP_STYLE_URL,
  };
}
export type PublicEnv = ReturnType<typeof publicEnv>;
