import { data, redirect } from "react-router";
import type { Route } from "./+types/logout";
import { LogoutButton } from "~/components/LogoutButton";
import { endSession } from "~/auth/auth.server";
import { adminMeta, noStoreHeaders } from "~/site/admin-page";
import { logger } from "~/platform/logger.server";
import { hydrated } from "~/platform/hydration";

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
    return data({ error: "Failed to log out. Please try again." }, { status: 500 });
  }
}

export default function Logout({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-sm px-4 py-12">
      <p role="alert" className="rounded bg-red-50 px-3 py-2 text-red-800">
        {actionData?.error ?? "Failed to log out. Please try again."}
      </p>
      <div className="mt-4">
        <LogoutButton className="rounded bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700" />
      </div>
    </div>
  );
}
