import { data, Link } from "react-router";
import type { Route } from "./+types/reset";
import { completePasswordReset, passwordResetEmail } from "~/auth/password-reset.server";
import { MIN_PASSWORD_LENGTH, SIGN_IN_FIELD_MAX } from "~/auth/password-rules";
import { logSecurityEvent } from "~/auth/security-log.server";
import { newPasswordRefusal } from "~/site/password-message.server";
import { errorMeta, siteInfo } from "~/site/seo";
import { loadAsDocument } from "~/platform/hydration";
import { clientIpContext } from "~/platform/request-context";
import { useI18n } from "~/i18n/context";
import { langOfPath } from "~/i18n/languages";
import { translator } from "~/i18n/translator";
import { actionOrLoaderHeaders } from "~/site/private-page";
import { formOrNull } from "~/platform/form-or-null.server";

export const clientLoader = loadAsDocument;

/** Kept by no cache, and the link's secret (in the path) sent to no other site as a Referer ("no-referrer" would make the form's POST carry `Origin: null`, which the same-origin guard refuses). */
const PRIVATE = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };

type State = { step: "bad" } | { step: "form"; email: string; error?: string } | { step: "done" };

/**
 * /reset-password/{secret} (and /ms/…, /zh/…), decision 067. The GET only
 * shows the form (a mail scanner opening the link uses nothing); the POST sets
 * the password, uses the link up, and ends every session of the admin.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const email = await passwordResetEmail(params.token);
  return data<State>(email ? { step: "form", email } : { step: "bad" }, { status: email ? 200 : 404, headers: PRIVATE });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const t = translator(langOfPath(new URL(request.url).pathname));
  const email = await passwordResetEmail(params.token);
  if (!email) return data<State>({ step: "bad" }, { status: 404, headers: PRIVATE });
  // An unreadable body is read as an empty form: "missing" below answers it with 400.
  const form = (await formOrNull(request, "/reset-password/:token")) ?? new FormData();
  const next = String(form.get("newPassword") ?? "");
  const confirm = String(form.get("confirmPassword") ?? "");
  const refuse = (error: string) => data<State>({ step: "form", email, error }, { status: 400, headers: PRIVATE });
  if (!next || !confirm) return refuse(t("account.reset.set.missing"));
  if (next !== confirm) return refuse(t("account.reset.set.mismatch"));
  // The sign-in form takes no longer password (decision 039).
  if (next.length > SIGN_IN_FIELD_MAX.password) return refuse(t("account.reset.set.tooLong", { max: SIGN_IN_FIELD_MAX.password }));
  const weak = newPasswordRefusal(next, email, t);
  if (weak) return refuse(weak);
  // Used a moment ago by another submission of the same link: it worked once.
  if (!(await completePasswordReset(params.token, next))) return data<State>({ step: "bad" }, { status: 404, headers: PRIVATE });
  logSecurityEvent("password-reset", { ip: context.get(clientIpContext), route: "/reset-password", email });
  return data<State>({ step: "done" }, { headers: PRIVATE });
}

export const headers = actionOrLoaderHeaders;

export function meta({ matches }: Route.MetaArgs) {
  const site = siteInfo(matches);
  return [...errorMeta(site, translator(site.lang)("account.reset.set.title")), { name: "referrer", content: "same-origin" }];
}

const field = "mt-1 w-full rounded border border-stone-300 px-3 py-2";
const button = "min-h-11 w-full rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800";
const link = "inline-block py-2 font-medium text-brand-700 underline";

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  const state = actionData ?? loaderData;
  if (state.step === "bad") {
    return (
      <div className="mx-auto max-w-sm px-4 py-12">
        <h1 className="text-2xl font-bold">{t("account.reset.bad.title")}</h1>
        <p className="mt-4 text-stone-700">{t("account.reset.bad.body")}</p>
        <p className="mt-6">
          <Link reloadDocument className={link} to={path("/forgot-password")}>
            {t("account.reset.bad.again")}
          </Link>
        </p>
      </div>
    );
  }
  if (state.step === "done") {
    return (
      <div className="mx-auto max-w-sm px-4 py-12">
        <h1 className="text-2xl font-bold">{t("account.reset.done.title")}</h1>
        <p role="status" className="mt-4 text-stone-700">
          {t("account.reset.done.body")}
        </p>
        <p className="mt-6">
          <Link reloadDocument className={link} to="/login?redirectTo=%2Fadmin">
            {t("account.reset.signIn")}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-sm px-4 py-12">
      <h1 className="text-2xl font-bold">{t("account.reset.set.title")}</h1>
      <p className="mt-1 text-sm text-stone-600">{t("account.reset.set.for", { email: state.email })}</p>
      {/* noValidate: the page's own messages, in its language, not the browser's bubbles. */}
      <form method="post" noValidate className="mt-6 space-y-4">
        {/* The account's name, for the browser's password manager. */}
        <input type="hidden" name="username" autoComplete="username" value={state.email} />
        <div>
          <label htmlFor="newPassword" className="block text-sm font-medium">
            {t("account.reset.set.password")}
          </label>
          <input id="newPassword" name="newPassword" type="password" autoComplete="new-password" maxLength={SIGN_IN_FIELD_MAX.password} required aria-describedby="password-hint" className={field} />
          <p id="password-hint" className="mt-1 text-sm text-stone-600">
            {t("account.reset.set.hint", { min: MIN_PASSWORD_LENGTH })}
          </p>
        </div>
        <div>
          <label htmlFor="confirmPassword" className="block text-sm font-medium">
            {t("account.reset.set.confirm")}
          </label>
          <input id="confirmPassword" name="confirmPassword" type="password" autoComplete="new-password" maxLength={SIGN_IN_FIELD_MAX.password} required className={field} />
        </div>
        {state.error ? (
          <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-800">
            {state.error}
          </p>
        ) : null}
        <button type="submit" className={button}>
          {t("account.reset.set.button")}
        </button>
      </form>
    </div>
  );
}
