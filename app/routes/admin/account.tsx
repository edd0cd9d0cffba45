import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { AdminError } from "~/components/AdminError";
import { adminMeta } from "~/site/admin-page";
import { currentSessionRowId, requireAdmin } from "~/auth/session.server";
import { changeAdminPassword, findAdminById, verifyPassword } from "~/auth/admin-users.server";
import { MIN_PASSWORD_LENGTH } from "~/auth/password-rules";
import { reserveSignInAttempt, signInKeys, signInSucceeded } from "~/auth/rate-limit.server";
import { logSecurityEvent } from "~/auth/security-log.server";
import { clientIpContext } from "~/platform/request-context";
import { SubmitButton } from "~/components/SubmitButton";
import { newPasswordRefusal } from "~/site/password-message.server";

export const meta = () => adminMeta("Your account");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  return { email: user.email };
}

const ACCOUNT_MESSAGES = {
  missing: "Please fill in your current password and the new password twice.",
  mismatch: "The new passwords do not match.",
  wrongCurrent: "The current password is not right.",
  unchanged: "The new password is the same as the current one. Please choose another.",
  limited: "Too many wrong passwords. Please wait a minute and try again.",
  changed: "Your password has been changed. You were signed out everywhere else.",
} as const;

type Outcome = { ok: true; message: string } | { ok: false; error: string };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const form = await request.formData();
  const current = String(form.get("currentPassword") ?? "");
  const next = String(form.get("newPassword") ?? "");
  const confirm = String(form.get("confirmPassword") ?? "");
  const refuse = (error: string, status = 400) => data<Outcome>({ ok: false, error }, { status });
  if (!current || !next || !confirm) return refuse(ACCOUNT_MESSAGES.missing);
  if (next !== confirm) return refuse(ACCOUNT_MESSAGES.mismatch);
  const weak = newPasswordRefusal(next, user.email);
  if (weak) return refuse(weak);

  // A stolen session must not become a way to guess the password faster than
  // the sign-in page allows: the current password counts against the same limit.
  const ip = context.get(clientIpContext);
  const logged = { ip, route: "/admin/account", email: user.email };
  const keys = signInKeys(ip, user.email);
  const attempt = await reserveSignInAttempt(keys);
  if (!attempt) {
    logSecurityEvent("sign-in-locked-out", logged);
    return data<Outcome>({ ok: false, error: ACCOUNT_MESSAGES.limited }, { status: 429, headers: { "Retry-After": "60" } });
  }
  const account = await findAdminById(user.id);
  if (!account || !(await verifyPassword(account.password_hash, current))) {
    logSecurityEvent("password-change-failed", logged);
    return refuse(ACCOUNT_MESSAGES.wrongCurrent);
  }
  await signInSucceeded(keys, attempt);
  if (next === current) return refuse(ACCOUNT_MESSAGES.unchanged);

  const keep = await currentSessionRowId(request);
  // requireAdmin found this session by its id a moment ago, so it is there.
  await changeAdminPassword(user.id, next, keep ?? "");
  logSecurityEvent("password-changed", logged);
  return data<Outcome>({ ok: true, message: ACCOUNT_MESSAGES.changed });
}

const field = "mt-1 w-full rounded border border-stone-300 px-3 py-2";

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  return (
    <div className="max-w-md">
      <h1 className="text-2xl font-bold">Your account</h1>
      <p className="mt-1 text-sm text-stone-600">Signed in as {loaderData.email}</p>
      <h2 className="mt-6 text-lg font-semibold">Change your password</h2>
      {/* noValidate: the server's messages are the ones the admin sees, with or without JS. */}
      {/* key: a successful change empties the fields. */}
      <Form method="post" noValidate className="mt-3 space-y-4" key={actionData?.ok ? "changed" : "form"}>
        <div>
          <label htmlFor="currentPassword" className="block text-sm font-medium">
            Current password
          </label>
          <input id="currentPassword" name="currentPassword" type="password" autoComplete="current-password" required className={field} />
        </div>
        <div>
          <label htmlFor="newPassword" className="block text-sm font-medium">
            New password
          </label>
          <input id="newPassword" name="newPassword" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} aria-describedby="newPasswordHint" className={field} />
          <p id="newPasswordHint" className="mt-1 text-xs text-stone-600">
            At least {MIN_PASSWORD_LENGTH} characters; not a common password, not your e-mail.
          </p>
        </div>
        <div>
          <label htmlFor="confirmPassword" className="block text-sm font-medium">
            Confirm new password
          </label>
          <input id="confirmPassword" name="confirmPassword" type="password" autoComplete="new-password" required className={field} />
        </div>
        {actionData ? (
          <p
            role={actionData.ok ? "status" : "alert"}
            className={`rounded px-3 py-2 text-sm ${actionData.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
          >
            {actionData.ok ? actionData.message : actionData.error}
          </p>
        ) : null}
        <SubmitButton busy={saving} label="Change password" busyLabel="Changing..." />
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}
