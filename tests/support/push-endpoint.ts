import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { decrypt } from "http_ece";

export interface ReceivedPush {
  /** The payload as the browser reads it, decrypted with the subscription's private key (RFC 8291). */
  payload: unknown;
  headers: http.IncomingHttpHeaders;
  /** The VAPID public key the message was signed with (the `k=` of its Authorization), and whether the JWT's ES256 signature holds for it. */
  vapidKey: string;
  signatureValid: boolean;
  audience: string;
}

/**
 * A push service on loopback with one browser's subscription: its key pair and
 * auth secret are generated here, as a browser does, so what arrives can be
 * decrypted and the sender's VAPID signature checked. `answer` is the status
 * the next message gets (201 accepted; 410 gone; 500 an outage).
 */
export async function startPushEndpoint() {
  const browserKeys = crypto.createECDH("prime256v1");
  browserKeys.generateKeys();
  const auth = crypto.randomBytes(16).toString("base64url");
  const received: ReceivedPush[] = [];
  const waiters: (() => void)[] = [];
  let answer = 201;
  let tries = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      tries++;
      if (answer === 201) {
        const body = decrypt(Buffer.concat(chunks), { version: "aes128gcm", privateKey: browserKeys, authSecret: auth });
        const [, jwt = "", key = ""] = /^vapid t=([^,]+),\s*k=(.+)$/.exec(String(request.headers.authorization)) ?? [];
        const [head, claims, signature] = jwt.split(".");
        const point = Buffer.from(key, "base64url");
        const publicKey = crypto.createPublicKey({
          key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") },
          format: "jwk",
        });
        const signatureValid = crypto.verify("sha256", Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature ?? "", "base64url"));
        const audience = String((JSON.parse(Buffer.from(claims ?? "", "base64url").toString()) as { aud?: string }).aud);
        received.push({ payload: JSON.parse(body.toString("utf8")), headers: request.headers, vapidKey: key, signatureValid, audience });
      }
      response.writeHead(answer).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = {
    origin: `http://127.0.0.1:${port}`,
    subscription: {
      endpoint: `http://127.0.0.1:${port}/push/${crypto.randomBytes(8).toString("hex")}`,
      keys: { p256dh: browserKeys.getPublicKey().toString("base64url"), auth },
    },
    received,
    get tries() {
      return tries;
    },
    answerWith(status: number) {
      answer = status;
    },
    /** Resolves once `predicate` holds, checked after each message the endpoint answers. */
    async until(predicate: () => boolean) {
      while (!predicate()) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return endpoint;
}
