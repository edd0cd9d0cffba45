import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { getEnv } from "~/platform/config.server";

/**
 * SESSION_SECRET, or (run contract) a secret generated once and kept in
 * DATA_DIR, readable by this user only. Created with O_EXCL so two instances
 * starting together agree on one secret.
 */
export function loadSessionSecret(): string {
  const env = getEnv();
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const dir = path.resolve(env.DATA_DIR);
  const file = path.join(dir, "session-secret");
  fs.mkdirSync(dir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
  }
  const secret = fs.readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} holds a session secret shorter than 32 characters`);
  return secret;
}
