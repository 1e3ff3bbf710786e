import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";
import { resetMailTransport } from "@/lib/mail/transport";

export interface SinkMessage {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives, for tests that read e-mailed codes. */
export async function startSmtpSink(port = 0): Promise<{
  url: string;
  port: number;
  messages: SinkMessage[];
  codeFor(email: string): string | null;
  close(): Promise<void>;
}> {
  const messages: SinkMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actual = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    messages,
    /** The 6-digit code of the latest message to that address. */
    codeFor(email: string) {
      const m = [...messages].reverse().find((x) => x.to.includes(email.toLowerCase()));
      return m ? (/\b(\d{6})\b/.exec(m.raw)?.[1] ?? null) : null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The file's sink, started before its tests and named by SMTP_URL (the configuration is read once
 * per file: tests/helpers/setup.ts reads it again for the next); call the result for the sink.
 */
export function smtpSinkForFile(): () => Awaited<ReturnType<typeof startSmtpSink>> {
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
    process.env.SMTP_URL = sink.url;
    resetMailTransport();
  });
  afterAll(() => sink?.close());
  return () => sink!;
}
