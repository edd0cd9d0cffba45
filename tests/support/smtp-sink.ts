import type { AddressInfo } from "node:net";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback that keeps what it accepts (issue 32's
 * check): nodemailer talks SMTP to it exactly as to Gmail or SES. `mode`
 * says how it answers the next message: "accept"; "refuse" with a 451
 * (a provider's temporary outage: the sender must try again); "stall",
 * which reads the message and never answers, as a server does whose client
 * died mid-send.
 */
export interface SmtpSink {
  url: string;
  /** Messages accepted, parsed, in order. */
  received: Email[];
  /** Tries refused or stalled, in order (the sender's retries show here). */
  refused: number;
  stalled: number;
  mode: "accept" | "refuse" | "stall";
  /** Resolves once `predicate` holds, checked after each message the server handles. */
  until(predicate: (sink: SmtpSink) => boolean): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const waiters: { predicate: (sink: SmtpSink) => boolean; resolve: () => void }[] = [];
  const settle = () => {
    for (const waiter of [...waiters]) {
      if (waiter.predicate(sink)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 1000,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (sink.mode === "stall") {
          sink.stalled++;
          settle();
          return; // never answers: the sender waits until it gives up or dies
        }
        if (sink.mode === "refuse") {
          sink.refused++;
          settle();
          const error = Object.assign(new Error("Service temporarily unavailable, try again later"), { responseCode: 451 });
          callback(error);
          return;
        }
        void PostalMime.parse(Buffer.concat(chunks)).then((email) => {
          sink.received.push(email);
          callback();
          settle();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    received: [],
    refused: 0,
    stalled: 0,
    mode: "accept",
    until(predicate) {
      if (predicate(sink)) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ predicate, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return sink;
}
