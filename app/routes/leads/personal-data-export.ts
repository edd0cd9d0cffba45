import type { Route } from "./+types/personal-data-export";
import { requireAdmin } from "~/auth/session.server";
import { personalDataOf } from "~/leads/personal-data.server";
import { malaysiaToday } from "~/properties/display/malaysia-date";

/** PDPA: everything kept under one e-mail address as a JSON file, for the admin to send to the person; never cached. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const email = new URL(request.url).searchParams.get("email") ?? "";
  if (!email.includes("@")) return new Response("Give an e-mail address.", { status: 400, headers: { "Cache-Control": "private, no-store" } });
  const body = JSON.stringify(await personalDataOf(email), null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="personal-data-${malaysiaToday()}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
