import { data } from "react-router";
import { newId } from "~/platform/ids";
import { logger } from "~/platform/logger.server";
import { NAME_LIST_WORDS, nameMessages, type NameActionResult, type NameEntry, type NameListKind } from "./name-lists";
import { addName, deleteName, listNames } from "./names.server";
import { toast } from "~/platform/toast";

/**
 * Loader and action bodies shared by /admin/locations and /admin/project-names.
 * The routes call requireAdmin themselves before these.
 */
export async function loadNameList(kind: NameListKind): Promise<{ names: NameEntry[]; loadError: string | null }> {
  try {
    return { names: await listNames(kind), loadError: null };
  } catch (e) {
    logger.error({ err: e, kind }, "loading a name list failed");
    return { names: [], loadError: nameMessages(NAME_LIST_WORDS[kind]).loadFailed };
  }
}

export async function handleNameAction(kind: NameListKind, form: FormData) {
  const messages = nameMessages(NAME_LIST_WORDS[kind]);
  const reply = (status: number, result: Omit<NameActionResult, "id">) =>
    data({ ...result, id: newId() }, { status });
  if (form.get("intent") === "delete") {
    try {
      // Already gone (deleted in another tab) is what the admin wanted: no error either way.
      await deleteName(kind, String(form.get("id") ?? ""));
      return reply(200, { toast: null, keep: "" });
    } catch (e) {
      logger.error({ err: e, kind }, "deleting a name failed");
      return reply(500, { toast: toast("error", messages.deleteFailed), keep: "" });
    }
  }
  const raw = String(form.get("name") ?? "");
  try {
    const result = await addName(kind, raw);
    if (result.outcome === "empty") return reply(400, { toast: toast("error", messages.empty), keep: "" });
    if (result.outcome === "duplicate") {
      return reply(409, { toast: toast("error", messages.duplicate(raw.trim())), keep: "" });
    }
    return reply(200, { toast: null, keep: "" });
  } catch (e) {
    logger.error({ err: e, kind }, "adding a name failed");
    return reply(500, { toast: toast("error", messages.addFailed), keep: raw });
  }
}
