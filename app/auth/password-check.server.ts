import { dictionary } from "@zxcvbn-ts/language-common";
import { MIN_PASSWORD_LENGTH } from "./password-rules";
import { normaliseEmail } from "./admin-users.server";

/** What is wrong with a new password; each has a message in the three catalogs (`account.password.*`). */
export type PasswordProblem = "tooShort" | "common" | "email";

let common: Set<string> | undefined;

/**
 * zxcvbn-ts's list of the 49,233 passwords found most often in leaks
 * (`@zxcvbn-ts/language-common`, MIT): the ones every guessing tool tries
 * first. Loaded on the first password set, not at start (about 2 MB).
 */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"] as string[]);
  return common;
}

/**
 * Null when `password` may be an admin's, else why not (issue 28 item 12,
 * decision 039): shorter than the minimum; one of the common passwords,
 * also with up to four digits or symbols after it (`malaysia2024`) and in
 * any case; or the account's e-mail, or the part before its @, inside it.
 */
export function passwordProblem(password: string, email: string): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return "tooShort";
  const lower = password.toLowerCase();
  const stem = lower.replace(/[^a-z]{1,4}$/u, "");
  if (commonPasswords().has(lower) || (stem.length >= 4 && commonPasswords().has(stem))) return "common";
  const address = normaliseEmail(email);
  const name = address.split("@")[0] ?? "";
  if (lower.includes(address) || (name.length >= 3 && lower.includes(name))) return "email";
  return null;
}
