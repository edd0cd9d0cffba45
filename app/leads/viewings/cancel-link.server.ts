import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "~/platform/config.server";
import { loadSessionSecret } from "~/auth/session-secret.server";
import { LANGS, type Lang } from "~/i18n/languages";
import type { ViewingRequest } from "./read.server";

let secret: string | undefined;

/**
 * The cancel link's token: an HMAC of the request's id under the site's
 * session secret (decision 063). Only the site can make it, so a link to
 * cancel is not guessable from the request's page address alone, and nothing
 * more is stored.
 */
export function cancelToken(id: string): string {
  secret ??= loadSessionSecret();
  return createHmac("sha256", secret).update(`viewing-cancel:${id}`).digest("base64url").slice(0, 32);
}

export function validCancelToken(id: string, token: string): boolean {
  const expected = Buffer.from(cancelToken(id));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The path of the visitor's cancel page, in their language. */
export function cancelPath(request: Pick<ViewingRequest, "id" | "lang">): string {
  const lang: Lang = (LANGS as readonly string[]).includes(request.lang) ? (request.lang as Lang) : "en";
  return `${lang === "en" ? "" : `/${lang}`}/viewing/${encodeURIComponent(request.id)}/cancel/${cancelToken(request.id)}`;
}

export const cancelUrl = (request: Pick<ViewingRequest, "id" | "lang">) => `${getEnv().SITE_URL}${cancelPath(request)}`;

/** Whether the visitor may still cancel: a request that holds its slot. */
export const cancellable = (request: Pick<ViewingRequest, "status">) => request.status === "pending" || request.status === "proposed" || request.status === "confirmed";

