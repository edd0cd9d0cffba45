import pino from "pino";
import pretty from "pino-pretty";
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

/**
 * On a terminal a person reads the lines, so they are pino-pretty's one line
 * each (time, level, message, fields; the start-up lines' lists and counts,
 * already in their message, left out); anywhere else (a service manager, a
 * container, a pipe to a collector) they stay pino's JSON. Written
 * synchronously, like pino's own stdout, so nothing is lost at exit.
 */
function terminal() {
  return pretty({ sync: true, colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname,applied,seeded,ms" });
}

const options = { level: configuredLevel(), base: undefined, serializers: clipped };
export const logger = process.stdout.isTTY ? pino(options, terminal()) : pino(options);
