import { data, redirect } from "react-router";
import type { Route } from "./+types/logout";
import { LogoutButton } from "~/components/LogoutButton";
import { endSession } from "~/auth/auth.server";
import { adminMeta, noStoreHeaders } from "~/site/admin-page";
import { logger } from "~/platform/logger.server";
import { hydrated } from "~/platform/hydration";

const FAILED = "Failed to log out. Please try again.";

export const meta = () => adminMeta("Logout");
export const headers = noStoreHeaders;
// Forms, dialogs and the editor: these pages load React in the browser.
export const handle = hydrated;

// A GET never signs anyone out (a link or an <img> could trigger it): only the POST below does.
export function loader() {
  return redirect("/");
}

export async function action({ request }: Route.ActionArgs) {
  try {
    const cookie = await endSession(request);
    return redirect("/", { headers: { "Set-Cookie": cookie } });
  } catch (e) {
    logger.error({ err: e }, "logout failed");
    // Thrown, not returned: React Router then skips the loaders at and below this route's
    // ErrorBoundary. Returned, the loader above would run after the action and redirect
    // to "/", where the admin, still signed in, would see no message at all.
    throw data(FAILED, { status: 500 });
  }
}

/** The spec's failure alert and a button to try again; the session and its cookie are untouched. */
function LogoutFailed() {
  return (
    <div className="mx-auto max-w-sm px-4 py-12">
      <p role="alert" className="rounded bg-red-50 px-3 py-2 text-red-800">
        {FAILED}
      </p>
      <div className="mt-4">
        <LogoutButton className="rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700" />
      </div>
    </div>
  );
}

// Only reached by the failure above (a GET redirects, a successful POST too).
export default LogoutFailed;
export const ErrorBoundary = LogoutFailed;
