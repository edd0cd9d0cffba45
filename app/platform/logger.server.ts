import pino from "pino";

// Log level comes straight from the environment so that logging works before
// (and while) the configuration itself is being validated.
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
  base: undefined,
});
