import { passwordProblem, type PasswordProblem } from "~/auth/password-check.server";
import { MIN_PASSWORD_LENGTH } from "~/auth/password-rules";
import type { MessageKey } from "~/i18n/catalogs";
import { translator, type Translate } from "~/i18n/translator";

const MESSAGE: Record<PasswordProblem, MessageKey> = {
  tooShort: "account.password.tooShort",
  common: "account.password.common",
  email: "account.password.email",
};

/**
 * Why `password` may not be the password of the admin `email`, in the
 * language of `t` (the admin and the CLI are English, decision 027), or null.
 * Every place a password is set asks this: `npm run admin` (create and
 * reset-password), Your account, and ADMIN_PASSWORD at start.
 */
export function newPasswordRefusal(password: string, email: string, t: Translate = translator("en")): string | null {
  const problem = passwordProblem(password, email);
  return problem ? t(MESSAGE[problem], { min: String(MIN_PASSWORD_LENGTH) }) : null;
}
