import { getEnv } from "~/platform/config.server";
import { logger } from "~/platform/logger.server";
import { periodic } from "~/platform/periodic";
import { claimDue, markFailedTry, markSent, WORKER_ID, type OutboxRow } from "./outbox.server";
import { enquiryEmail, enquiryPush, testEmail } from "./enquiry-email.server";
import { hotEmail, hotPush } from "./hot-email.server";
import { sendPush } from "./push.server";
import { viewingEmail, viewingPush, viewingReplyEmail } from "../viewings/messages.server";
import { viewingCancelledEmail, viewingCancelledPush } from "../viewings/cancel-messages.server";
import { alertConfirmEmail, alertDigestEmail } from "~/leads/alerts/email.server";
import { sendAlertPush } from "~/leads/alerts/push.server";
import { closeMailer, sendEmail } from "./mailer.server";

/** The e-mail a row stands for, read when it is sent (nothing personal is copied into the outbox). */
function emailOf(row: OutboxRow) {
  if (row.kind === "test") return testEmail();
  if (row.kind === "hot") return hotEmail(row.property_id ?? "");
  if (row.kind === "viewing") return viewingEmail(row.viewing_id ?? "");
  if (row.kind === "viewing-cancelled") return viewingCancelledEmail(row.viewing_id ?? "");
  if (row.kind === "viewing-reply") return viewingReplyEmail(row.viewing_id ?? "");
  if (row.kind === "alert-confirm") return alertConfirmEmail(row.alert_id ?? "");
  if (row.kind === "alert-digest") return alertDigestEmail(row.alert_id ?? "", row.id);
  return enquiryEmail(row.enquiry_id ?? "", row.lang);
}

/** Sends one claimed row; what it could not send is tried again after the back-off. */
async function deliver(row: OutboxRow, owner: string): Promise<"sent" | "retry"> {
  try {
    if (row.channel === "push" && row.kind === "alert-digest") {
      // A visitor's browser (decision 072): the alert holds its address; a gone browser takes its alert with it.
      await sendAlertPush(row.alert_id ?? "", row.id);
    } else if (row.channel === "push") {
      const message =
        row.kind === "hot"
          ? await hotPush(row.property_id ?? "")
          : row.kind === "viewing"
            ? await viewingPush(row.viewing_id ?? "")
            : row.kind === "viewing-cancelled"
              ? await viewingCancelledPush(row.viewing_id ?? "")
              : await enquiryPush(row.enquiry_id ?? "");
      // A browser that unsubscribed meanwhile ("gone") has nothing to retry either.
      if (message) await sendPush(row.subscription_id ?? "", message);
    } else if (row.channel === "email") {
      const email = await emailOf(row);
      // An enquiry deleted before its e-mail left: nothing to tell, and nothing of it is kept here.
      if (email) await sendEmail(email, row.id);
    } else throw new Error(`no sender for channel ${row.channel}`);
    await markSent(row.id, owner);
    return "sent";
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // An outage of the mail provider is the outside world's failure, not ours: a warning, with what it said.
    logger.warn({ notification: row.id, channel: row.channel, attempt: row.attempts + 1, reason }, "notification not sent; will try again");
    await markFailedTry(row, reason, owner);
    return "retry";
  }
}

/**
 * One instance's pass: claims what is due and sends it, batch after batch,
 * until nothing due is left (a row that failed waits for its back-off).
 * Returns how many were sent.
 */
export async function sendPass(owner: string): Promise<number> {
  let sent = 0;
  for (let batch = await claimDue(owner); batch.length > 0; batch = await claimDue(owner)) {
    for (const row of batch) if ((await deliver(row, owner)) === "sent") sent++;
  }
  return sent;
}

let running: Promise<number> | undefined;
let again = false;

/** This process's pass. Never two at once: a nudge during a pass makes it look once more before it ends. */
export function deliverDue(owner = WORKER_ID): Promise<number> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let sent = 0;
    try {
      do {
        again = false;
        sent += await sendPass(owner);
      } while (again);
    } finally {
      running = undefined;
    }
    return sent;
  })();
  return running;
}

/** After a lead is stored: send now rather than at the next poll. */
export function nudgeNotifications(): void {
  if (!job) return;
  void deliverDue().catch((err: unknown) => logger.error({ err }, "notification outbox failed"));
}

let job: ReturnType<typeof periodic> | undefined;

/** The outbox worker of this process (issue 32 item 1, decision 051): every NOTIFY_POLL_MS, and at once after each lead. */
export function startNotifier(): void {
  job ??= periodic("notification outbox", getEnv().NOTIFY_POLL_MS, () => deliverDue());
  job.start();
}

/** On shutdown: no new pass; one under way finishes its send (its rows would otherwise wait out their lease). */
export async function stopNotifier(): Promise<void> {
  job?.stop();
  job = undefined;
  await running?.catch(() => undefined);
  closeMailer();
}
