/**
 * npm run admin -- create EMAIL [--password P]
 * npm run admin -- reset-password EMAIL [--password P]
 * Without --password the password is asked for at a prompt (not echoed).
 */
import { createAdmin, findAdminByEmail, resetAdminPassword } from "../app/auth/admin-users.server";
import { newPasswordRefusal } from "../app/site/password-message.server";
import { getDb } from "../app/platform/db/db.server";
import { migrateToLatest } from "../app/platform/db/migrate.server";
import { z } from "zod";
import { runCli } from "./run-cli";

const USAGE = "Usage: npm run admin -- create|reset-password EMAIL [--password PASSWORD]";

async function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) {
    // Piped input: read one line.
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
  }
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  return new Promise((resolve) => {
    let value = "";
    const onData = (buf: Buffer) => {
      for (const ch of buf.toString("utf8")) {
        if (ch === "\r" || ch === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          stdout.write("\n");
          return resolve(value);
        }
        if (ch === "\u0003") process.exit(130);
        if (ch === "\u007f") value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

async function main(argv: string[]): Promise<number> {
  const [command, email, ...rest] = argv;
  const flag = rest.indexOf("--password");
  if (!command || !email || !["create", "reset-password"].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  if (!z.email().safeParse(email).success) {
    console.error(`Not an e-mail address: ${email}`);
    return 2;
  }
  await migrateToLatest(getDb());
  const existing = await findAdminByEmail(email);
  if (command === "create" && existing) {
    console.error(`An admin with e-mail ${email} already exists. Use reset-password to change the password.`);
    return 1;
  }
  if (command === "reset-password" && !existing) {
    console.error(`No admin with e-mail ${email}.`);
    return 1;
  }
  const password = flag >= 0 ? (rest[flag + 1] ?? "") : await promptHidden("Password: ");
  const weak = newPasswordRefusal(password, email);
  if (weak) {
    console.error(weak);
    return 1;
  }
  if (command === "create") {
    await createAdmin(email, password);
    console.log(`Created admin ${email}.`);
  } else {
    await resetAdminPassword(email, password);
    console.log(`Password changed for ${email}; its sessions were signed out.`);
  }
  return 0;
}

runCli(main);
