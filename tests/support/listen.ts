import type { AddressInfo } from "node:net";
import type { Express } from "express";

/** Serves `app` on a free loopback port for a test file; returns its base URL and how to stop it. */
export async function listen(app: Express): Promise<{ base: string; close: () => void }> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
