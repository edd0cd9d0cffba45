import { logger } from "./logger.server";

/**
 * A route action's form, or null when the body is not a form that parses (a
 * broken multipart post, a script's JSON). That is the client's mistake: the
 * caller answers 400 in the page's language, and it is logged as one info line
 * naming the route, never as a server error with a stack. The body's size was
 * already bounded by the server (server/body-limit.ts, form-body.server.ts).
 */
export async function formOrNull(request: Request, route: string): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch (err) {
    logger.info({ route, reason: String((err as Error)?.message ?? err).slice(0, 200) }, "client error: form unreadable");
    return null;
  }
}
