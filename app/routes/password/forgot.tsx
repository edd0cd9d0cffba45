import { data, Link } from "react-router";
import type { Route } from "./+types/forgot";
import { createPasswordReset } from "~/auth/password-reset.server";
import { SIGN_IN_FIELD_MAX } from "~/auth/password-rules";
import { reserveSignInAttempt, resetRequestKeys } from "~/auth/rate-limit.server";
import { logSecurityEvent } from "~/auth/security-log.server";
import { passwordResetByEmail, sendPasswordResetEmail } from "~/leads/notify/password-reset-email.server";
import { errorMeta, siteInfo } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";
import { clientIpContext } from "~/platform/request-context";
import { useI18n } from "~/i18n/context";
import { langOfPath } from "~/i18n/languages";
import { translator } from "~/i18n/translator";
import type { MessageKey } from "~/i18n/catalogs";
import { actionOrLoaderHeaders } from "~/site/private-page";
import { formOrNull } from "~/platform/form-or-null.server";

export const clientLoader = loadAsDocument;

const NO_STORE = { "Cache-Control": "no-store" };

/** The shell command whoever runs the server types when e-mail is not set up (README, "Admin accounts"). */
const RESET_COMMAND = "npm run admin -- reset-password you@example.com";

export function loader() {
  return data({ byEmail: passwordResetByEmail() }, { headers: NO_STORE });
}

export const headers = actionOrLoaderHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const site = siteInfo(matches);
  return errorMeta(site, translator(site.lang)("account.reset.forgot.title"));
}

type Outcome = { sent: true; email: string } | { sent: false; error: MessageKey; email: string };

/**
 * /forgot-password (and /ms/…, /zh/…), issue 29 item 7, decision 067: the
 * answer is the same whether or not the e-mail is an admin's, and comes before
 * any e-mail is sent (the send runs after it), so neither its words nor its
 * time tell. Requests count against limits like sign-in's, in rows of their own.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const refuse = (error: MessageKey, email: string, status: number, extra: Record<string, string> = {}) =>
    data<Outcome>({ sent: false, error, email }, { status, headers: { ...NO_STORE, ...extra } });
  if (!passwordResetByEmail()) return refuse("account.reset.forgot.noEmail", "", 503);
  const form = await formOrNull(request, "/forgot-password");
  if (!form) return refuse("account.reset.forgot.invalid", "", 400);
  const email = String(form.get("email") ?? "").trim();
  if (!email || email.length > SIGN_IN_FIELD_MAX.email || !email.includes("@")) return refuse("account.reset.forgot.invalid", email.slice(0, SIGN_IN_FIELD_MAX.email), 400);
  const ip = context.get(clientIpContext);
  const logged = { ip, route: "/forgot-password", email };
  if (!(await reserveSignInAttempt(resetRequestKeys(ip, email)))) {
    logSecurityEvent("sign-in-locked-out", logged);
    return refuse("account.reset.forgot.limited", email, 429, { "Retry-After": "60" });
  }
  logSecurityEvent("password-reset-requested", logged);
  const reset = await createPasswordReset(email);
  if (reset) void sendPasswordResetEmail(reset.email, reset.token, lang);
  return data<Outcome>({ sent: true, email }, { headers: NO_STORE });
}

const field = "mt-1 w-full rounded border border-stone-300 px-3 py-2";
const button = "min-h-11 w-full rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800";
const back = "inline-block py-2 font-medium text-brand-700 underline";

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-sm px-4 py-12">
      <h1 className="text-2xl font-bold">{t("account.reset.forgot.title")}</h1>
      {!loaderData.byEmail ? (
        <>
          <p className="mt-4 text-stone-700">{t("account.reset.forgot.noEmail")}</p>
          <pre className="mt-3 overflow-x-auto rounded bg-stone-100 px-3 py-2 text-sm" data-reset-command>
            <code>{RESET_COMMAND}</code>
          </pre>
        </>
      ) : actionData?.sent ? (
        <p role="status" className="mt-4 rounded bg-green-50 px-3 py-2 text-green-900">
          {t("account.reset.forgot.sent", { email: actionData.email })}
        </p>
      ) : (
        <>
          <p className="mt-4 text-stone-700">{t("account.reset.forgot.intro")}</p>
          {/* noValidate: the page's own message, in its language, not the browser's bubble. */}
          <form method="post" noValidate className="mt-6 space-y-4">
            <div>
              <label htmlFor="email" className="block text-sm font-medium">
                {t("account.reset.forgot.email")}
              </label>
              <input id="email" name="email" type="email" autoComplete="username" maxLength={SIGN_IN_FIELD_MAX.email} required defaultValue={actionData?.email} className={field} />
            </div>
            {actionData && !actionData.sent ? (
              <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-800">
                {t(actionData.error)}
              </p>
            ) : null}
            <button type="submit" className={button}>
              {t("account.reset.forgot.button")}
            </button>
          </form>
        </>
      )}
      <p className="mt-6">
        <Link reloadDocument className={back} to="/login">
          {t("account.reset.backToLogin")}
        </Link>
      </p>
    </div>
  );
}
