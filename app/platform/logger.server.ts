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

export const logger = pino({ level: configuredLevel(), base: undefined });
