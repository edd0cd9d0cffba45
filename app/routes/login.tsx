import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { verifyCredentials, startSession } from "~/auth/auth.server";
import { adminMeta, noStoreHeaders } from "~/site/admin-page";
import { reserveSignInAttempt, signInKeys, signInSucceeded } from "~/auth/rate-limit.server";
import { SIGN_IN_FIELD_MAX } from "~/auth/password-rules";
import { safeRedirect } from "~/platform/redirect";
import { clientIpContext } from "~/platform/request-context";
import { getAdminUser } from "~/auth/session.server";
import { logSecurityEvent } from "~/auth/security-log.server";
import { toast } from "~/platform/toast";
import { hydrated } from "~/platform/hydration";
import { SubmitButton } from "~/components/SubmitButton";
import { writeFailureOf, type WriteFailure } from "~/platform/data/write-failure.server";
import { logger } from "~/platform/logger.server";
import { formOrNull } from "~/platform/form-or-null.server";

export const meta = () => adminMeta("Admin Login");
export const headers = noStoreHeaders;
// Forms, dialogs and the editor: these pages load React in the browser.
export const handle = hydrated;

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await getAdminUser(request)) throw redirect(redirectTo);
  return { redirectTo };
}

const INVALID = "Login failed: Invalid e-mail or password.";
const LIMITED = "Login failed: Too many failed sign-in attempts. Please wait a minute and try again.";
/** The server could not record the sign-in (decision 032): said as it is, in the spec's "Login failed: {reason}". */
const NOT_RECORDED: Record<WriteFailure, string> = {
  "disk-full": "Login failed: The server is out of disk space. Please tell whoever runs the site.",
  busy: "Login failed: The database is busy. Please try again in a moment.",
  unavailable: "Login failed: The database cannot be reached. Please try again in a moment.",
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOrNull(request, "/login");
  if (!form) return data({ error: "Login requires an e-mail and a password", email: "" }, { status: 400 });
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const redirectTo = safeRedirect(form.get("redirectTo"));
  if (!email || !password) {
    return data({ error: "Login requires an e-mail and a password", email: email.slice(0, SIGN_IN_FIELD_MAX.email) }, { status: 400 });
  }
  // Bounded before anything is counted, stored or logged (decision 039): no admin's e-mail or password is longer.
  if (email.length > SIGN_IN_FIELD_MAX.email || password.length > SIGN_IN_FIELD_MAX.password) {
    return data({ error: INVALID, email: "" }, { status: 400 });
  }
  try {
    return await signIn(request, context.get(clientIpContext), email, password, redirectTo);
  } catch (error) {
    const failure = writeFailureOf(error);
    if (!failure) throw error;
    logger.error({ err: error, failure }, "sign-in not recorded");
    return data({ error: NOT_RECORDED[failure], email }, { status: 503, headers: { "Retry-After": "30" } });
  }
}

async function signIn(request: Request, ip: string, email: string, password: string, redirectTo: string) {
  const logged = { ip, route: "/login", email };
  const keys = signInKeys(ip, email);
  // Counted as a failure before the password is checked, so parallel guesses cannot slip past the limit.
  const attempt = await reserveSignInAttempt(keys);
  if (!attempt) {
    logSecurityEvent("sign-in-locked-out", logged);
    return data({ error: LIMITED, email }, { status: 429, headers: { "Retry-After": "60" } });
  }
  const user = await verifyCredentials(email, password);
  if (!user) {
    logSecurityEvent("sign-in-failed", logged);
    return data({ error: INVALID, email }, { status: 401 });
  }
  await signInSucceeded(keys, attempt);
  logSecurityEvent("sign-in", { ...logged, email: user.email });
  // The message is shown by the admin layout; elsewhere it would surface later, out of place.
  const flash = redirectTo.startsWith("/admin") ? toast("success", "Logged in successfully!") : undefined;
  return startSession(request, user, redirectTo, flash);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith("/login") === true;
  return (
    <div className="mx-auto max-w-sm px-4 py-12">
      <h1 className="text-2xl font-bold">Admin Login</h1>
      {/* noValidate: the server's message (docs/product.md#login) is the one the admin sees, with or without JS. */}
      <Form method="post" noValidate className="mt-6 space-y-4">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <div>
          <label htmlFor="email" className="block text-sm font-medium">
            Email
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            maxLength={SIGN_IN_FIELD_MAX.email}
            required
            defaultValue={actionData?.email}
            className="mt-1 w-full rounded border border-stone-300 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="password" className="block text-sm font-medium">
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={SIGN_IN_FIELD_MAX.password}
            required
            className="mt-1 w-full rounded border border-stone-300 px-3 py-2"
          />
        </div>
        {actionData?.error ? (
          <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-800">
            {actionData.error}
          </p>
        ) : null}
        <SubmitButton busy={submitting} label="Log In" busyLabel="Logging In..." wide />
      </Form>
      {/* A document load: the page is in the agent's language and is not part of the hydrated admin (decision 067). */}
      <p className="mt-4 text-center text-sm">
        <Link reloadDocument to="/forgot-password" className="inline-block py-1 font-medium text-brand-700 underline">
          Forgot your password?
        </Link>
      </p>
    </div>
  );
}
