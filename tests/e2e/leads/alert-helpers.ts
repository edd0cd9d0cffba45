import type { Page } from "@playwright/test";
import type Database from "better-sqlite3";
import type { Email } from "postal-mime";
import { test, expect, onServerData, withServerDb } from "../fixtures";
import { fillPropertyForm } from "../property-form";
import { startServer, type RunningServer } from "../server-process";
import { startSmtpSink, type SmtpSink } from "../../support/smtp-sink";

/**
 * What the alert specs (a list's alert, a listing's price follow) share: a
 * server of their own that mails a real SMTP server on loopback, with the
 * outbox and the alert scan on short cycles so that a wait is seconds, and the
 * conditions those specs wait on. One place, because both change together
 * when the scan or the outbox does.
 */
export interface AlertServer {
  readonly server: RunningServer;
  readonly sink: SmtpSink;
  /** Runs `read` on the server's database. */
  db<T>(read: (d: Database.Database) => T): T;
  /** The messages the sink has accepted for `address`, in order. */
  mailsTo(address: string): Email[];
  /** Waits until the alert scan has read past `moment` and the outbox has nothing left to send: whatever it was going to send is sent. */
  settledAfter(moment: string): Promise<void>;
  /**
   * The agent, signed in on `admin`, adds an Available listing for sale at
   * RM 520,000. Returns its id, slug and status_since: the moment it became
   * Available, which is what the alert scan reads (decision 070), so the
   * moment to wait past before saying what was or was not mailed.
   */
  publish(admin: Page, title: string, location: string): Promise<{ id: string; slug: string; statusSince: string }>;
}

/** Starts the sink and the server before the file's tests and stops them after. */
export function alertServer(): AlertServer {
  let server: RunningServer;
  let sink: SmtpSink;
  test.beforeAll(async () => {
    // Its SMTP settings are read at start; starting a server on a busy machine takes a while.
    test.setTimeout(180_000);
    sink = await startSmtpSink();
    server = await startServer({
      env: { SEED_DEMO: "0", SMTP_URL: sink.url, NOTIFY_EMAIL: "agent@example.my", NOTIFY_POLL_MS: "200", ALERT_SCAN_MS: "300" },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });
  const db = <T>(read: (d: Database.Database) => T) => onServerData(server.dataDir, () => withServerDb(read));
  return {
    get server() {
      return server;
    },
    get sink() {
      return sink;
    },
    db,
    mailsTo: (address) => sink.received.filter((m) => m.to?.[0]?.address === address),
    async settledAfter(moment) {
      await expect
        .poll(
          () =>
            db((d) => {
              const scan = d.prepare("select scanned_until from alert_scan where id = 1").get() as { scanned_until: string } | undefined;
              const waiting = (d.prepare("select count(*) as n from notification_outbox where sent_at is null and failed_at is null").get() as { n: number }).n;
              return Boolean(scan && scan.scanned_until > moment) && waiting === 0;
            }),
          { timeout: 30_000 },
        )
        .toBe(true);
    },
    async publish(admin, title, location) {
      await admin.goto("/admin/properties/new");
      await fillPropertyForm(admin, { Title: title, "Property Type": "Condominium/Apartment/Flat", Location: location, "For Sale": true, "Price (Sale)": "520000" });
      await admin.getByRole("button", { name: "Add Property" }).click();
      await expect(admin.getByText(/Property added successfully!/)).toBeVisible();
      const row = db((d) => d.prepare("select id, slug, status_since from properties where title = ? and status = 'Available'").get(title) as { id: string; slug: string; status_since: string });
      return { id: row.id, slug: row.slug, statusSince: row.status_since };
    },
  };
}

/** The confirmation link in an alert's first e-mail (opening it confirms nothing: its page's button does). */
export const confirmLinkIn = (mail: Email) => /https?:\/\/\S+\/alerts\/confirm\/[A-Za-z0-9_-]+/.exec(mail.text!)![0];

/**
 * A confirmed push alert on a search nothing matches, written into the shared server's database as
 * POST /alerts/push stores one: the alert scan never has anything to send it. Returns its token.
 */
export function insertQuietPushAlert(lang: string): string {
  const token = `e2etoken${Date.now()}${Math.random().toString(36).slice(2, 10)}`;
  const now = new Date().toISOString();
  withServerDb((db) =>
    db
      .prepare(
        `insert into alert_subscriptions (id, token, email, lang, path, filters, consented_at, created_at, confirmed_at, channel, push_endpoint, push_p256dh, push_auth)
         values (?, ?, '', ?, '/search', 'q=zz-e2e-matches-nothing', ?, ?, ?, 'push', 'https://fcm.googleapis.com/fcm/send/e2e', 'k', 'a')`,
      )
      .run(`e2e-${token}`, token, lang, now, now, now),
  );
  return token;
}
