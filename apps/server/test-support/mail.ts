import { startTestProcess } from "./child-process.ts";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface WaitForMailOptions {
  /** Only mails whose subject contains this text (or matches this pattern). */
  subject?: string | RegExp;
  /** Wait for the n-th matching mail (1-based, oldest first); default 1. */
  nth?: number;
  timeoutMs?: number;
}

export interface SmtpSink {
  smtpUrl: string;
  smtpPort: number;
  /** Every mail received so far for this address, oldest first. */
  messages(to: string): Promise<ReceivedMail[]>;
  /** Polls until a matching mail arrives: the server sends mail in the background. */
  waitForMail(to: string, options?: WaitForMailOptions): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/** Starts test-support/smtp-sink.ts as a separate process and waits for its ports; on `smtpPort` when given (one stopped earlier). */
export async function startSmtpSink(options: { smtpPort?: number } = {}): Promise<SmtpSink> {
  const { ready, stop } = await startTestProcess<{ smtpPort: number; httpPort: number }>(
    "smtp-sink.ts",
    options.smtpPort ? { SMTP_SINK_PORT: String(options.smtpPort) } : {},
    "SMTP sink",
  );
  const { smtpPort, httpPort } = ready;
  const base = `http://127.0.0.1:${httpPort}`;

  async function messages(to: string): Promise<ReceivedMail[]> {
    const response = await fetch(`${base}/messages?to=${encodeURIComponent(to)}`);
    if (!response.ok) throw new Error(`SMTP sink answered ${response.status}`);
    return (await response.json()) as ReceivedMail[];
  }

  async function waitForMail(to: string, options: WaitForMailOptions = {}): Promise<ReceivedMail> {
    const { subject, nth = 1, timeoutMs = 10_000 } = options;
    const matches = (mail: ReceivedMail) =>
      subject === undefined || (typeof subject === "string" ? mail.subject.includes(subject) : subject.test(mail.subject));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await messages(to)).filter(matches);
      if (found.length >= nth) return found[nth - 1]!;
      if (Date.now() > deadline) {
        throw new Error(`No mail #${nth} for ${to}${subject ? ` with subject ${String(subject)}` : ""} within ${timeoutMs} ms (got ${found.length})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  }

  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, smtpPort, messages, waitForMail, stop };
}

/** The six-digit one-time code in a mail's text. */
export function extractCode(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match) throw new Error(`No 6-digit code in:\n${text}`);
  return match[1]!;
}
