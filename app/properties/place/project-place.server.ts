import { data } from "react-router";
import { getDb } from "~/platform/db/db.server";
import { newId } from "~/platform/ids";
import { logger } from "~/platform/logger.server";
import { toast, type Toast } from "~/platform/toast";
import { placeText, readPlace } from "~/place/map-link";
import { setProjectPlace } from "./refresh.server";

export interface ProjectPlaceResult {
  id: string;
  toast: Toast | null;
  /** The project whose box keeps what was typed (a refused value stays to be corrected). */
  project: string;
  keep: string;
}

/** Each project's stored place ("lat,lon" or ""), by the project name's id: the Project Names screen shows them. */
export async function projectPlaces(): Promise<Record<string, string>> {
  const rows = await getDb().selectFrom("project_names").select(["id", "exact_location"]).execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.exact_location]));
}

/**
 * A project's place, set once (issue 30 item 1, decision 060): a Google Maps or
 * Waze link or coordinates, read as the listing form reads its Map Pin (same
 * parser, same messages); empty clears it. Saving measures again, in the same
 * transaction, the listings of the project without a point of their own.
 */
export async function saveProjectPlace(form: FormData) {
  const id = String(form.get("id") ?? "");
  const raw = String(form.get("place") ?? "").trim();
  const reply = (status: number, result: Omit<ProjectPlaceResult, "id">) => data<ProjectPlaceResult>({ ...result, id: newId() }, { status });
  const reading = raw ? readPlace(raw) : null;
  if (reading && "error" in reading) return reply(400, { toast: toast("error", reading.error), project: id, keep: raw });
  const project = await getDb().selectFrom("project_names").select("name").where("id", "=", id).executeTakeFirst();
  if (!project) return reply(404, { toast: toast("error", "This project name is no longer in the list."), project: id, keep: raw });
  try {
    const measured = await setProjectPlace(getDb(), project.name, reading ? placeText(reading.point) : "");
    const listings = measured === 1 ? "1 listing" : `${measured} listings`;
    const message = reading ? `Place saved for ${project.name}: ${listings} measured again.` : `Place cleared for ${project.name}: ${listings} without a place now.`;
    return reply(200, { toast: toast("success", message), project: id, keep: "" });
  } catch (e) {
    logger.error({ err: e }, "saving a project's place failed");
    return reply(500, { toast: toast("error", "Failed to save the place. Please try again."), project: id, keep: raw });
  }
}
