import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/config/env";
import { logger } from "@/lib/logger";
import { dkimSigning } from "./dkim";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (List-Unsubscribe on sends to Weedo data's contacts). */
  headers?: Record<string, string>;
}

const holder = globalThis as unknown as { __weedoMail?: Transporter };

/** SMTP_URL selects a real server; without it each message is written to DATA_DIR/outbox as .eml. */
function transport(): Transporter {
  if (holder.__weedoMail) return holder.__weedoMail;
  const url = env().SMTP_URL;
  holder.__weedoMail = url
    ? nodemailer.createTransport(url)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return holder.__weedoMail;
}

export async function sendMail(mail: Mail): Promise<void> {
  const e = env();
  // Signed (DKIM) so that receivers can tell our mail from a forgery of our domain (docs/deploy.md).
  const dkim = dkimSigning() ?? undefined;
  const info = await transport().sendMail({ from: e.MAIL_FROM, ...mail, dkim });
  if (!e.SMTP_URL) {
    const dir = path.join(e.DATA_DIR, "outbox");
    mkdirSync(dir, { recursive: true });
    const file = path.join(
      dir,
      `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.to.replace(/[^a-z0-9@._-]/gi, "_")}.eml`,
    );
    writeFileSync(file, (info as unknown as { message: Buffer }).message);
    // Without a mail server the code must still reach whoever runs the portal locally.
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    logger.info({ to: mail.to, subject: mail.subject, code, file }, "mail written to the outbox");
  }
}

/** Tests point the transport elsewhere (an SMTP sink) after changing SMTP_URL. */
export function resetMailTransport(): void {
  holder.__weedoMail = undefined;
}
