import { hash, verify } from "@node-rs/argon2";
import { randomBytes } from "node:crypto";
import { getDb } from "~/platform/db/db.server";
import { getEnv } from "~/platform/config.server";
import { newId, nowIso } from "~/platform/ids";
import { logger } from "~/platform/logger.server";


// Argon2id (the default of @node-rs/argon2) with its memory-hard defaults.
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findAdminByEmail(email: string) {
  return getDb()
    .selectFrom("admin_users")
    .select(["id", "email", "password_hash"])
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
}

export async function createAdmin(email: string, password: string): Promise<string> {
  const id = newId();
  await getDb()
    .insertInto("admin_users")
    .values({ id, email: normaliseEmail(email), password_hash: await hashPassword(password), created_at: nowIso() })
    .execute();
  return id;
}

/** Sets a new password and signs the account out everywhere. */
export async function resetAdminPassword(email: string, password: string): Promise<boolean> {
  const user = await findAdminByEmail(email);
  if (!user) return false;
  const db = getDb();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admin_users")
      .set({ password_hash: await hashPassword(password) })
      .where("id", "=", user.id)
      .execute();
    await trx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
  });
  return true;
}

/**
 * Sets a new password for a signed-in admin and ends every other session of
 * theirs (a thief's copy of the cookie too); `keepSessionRowId`, the session
 * the admin changed it from, stays signed in.
 */
export async function changeAdminPassword(userId: string, password: string, keepSessionRowId: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx.updateTable("admin_users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
      await trx.deleteFrom("sessions").where("user_id", "=", userId).where("id", "!=", keepSessionRowId).execute();
    });
}

export async function findAdminById(id: string) {
  return getDb().selectFrom("admin_users").select(["id", "email", "password_hash"]).where("id", "=", id).executeTakeFirst();
}

export function generatePassword(): string {
  return randomBytes(12).toString("base64url");
}

/**
 * At start: the admin named by ADMIN_EMAIL/ADMIN_PASSWORD is created if
 * missing; with neither set and no admin at all, one is created and its
 * password printed once.
 */
export async function ensureAdmin(print: (line: string) => void = console.log): Promise<void> {
  const env = getEnv();
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    if (!(await findAdminByEmail(env.ADMIN_EMAIL))) {
      await createAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      logger.info({ email: env.ADMIN_EMAIL }, "created admin from ADMIN_EMAIL");
    }
    return;
  }
  const any = await getDb().selectFrom("admin_users").select("id").limit(1).executeTakeFirst();
  if (any) return;
  const email = "admin@example.com";
  const password = generatePassword();
  await createAdmin(email, password);
  print(`Created the first admin. E-mail: ${email}  Password: ${password}  (shown once; change it with: npm run admin -- reset-password ${email})`);
}
