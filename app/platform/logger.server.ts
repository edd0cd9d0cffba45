import pino from "pino";
import { getEnv } from "./config.server";

/**
 * The level comes from the validated configuration. This module is loaded
 * before server.js validates it, so a bad value must not throw here: the
 * logger starts at "info" and server.js then reports the bad variable in
 * its one line (getEnv throws the same error again there).
 */
function configuredLevel(): string {
  try {
    return getEnv().LOG_LEVEL;
  } catch {
    return "info";
  }
}

/**
 * Text a client sent, in a log line (a URL, an e-mail as typed, a library's
 * reason), is cut to this many characters: no request may write kilobytes of
 * log (the red team wrote 12 MB in 7 s through the sign-in e-mail, issue 28).
 */
export const LOG_TEXT_MAX = 300;

function clip(value: unknown): unknown {
  if (typeof value !== "string" || value.length <= LOG_TEXT_MAX) return value;
  return `${value.slice(0, LOG_TEXT_MAX)}… (${value.length} characters)`;
}

const clipped = { url: clip, email: clip, route: clip, reason: clip, ip: clip };

export const logger = pino({ level: configuredLevel(), base: undefined, serializers: clipped });
