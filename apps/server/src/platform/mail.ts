import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxEntry extends MailMessage {
  sentAt: Date;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Only the dev outbox keeps what it "sent"; SMTP hands mail over and forgets it. */
  outbox?: readonly OutboxEntry[];
}

type Log = { info(obj: object, msg: string): void };

/** Mail over SMTP when configured; otherwise a dev outbox that logs each mail and keeps the last ones. */
export function createMailer(options: { smtpUrl?: string; from: string; log: Log }): Mailer {
  if (options.smtpUrl) {
    // A server that hangs must not hold a background job past its queue's expiry (120 s, docs/decisions/033):
    // nodemailer waits up to two minutes for a connection and ten for a reply by default.
    const transport = nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 });
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const outbox: OutboxEntry[] = [];
  return {
    outbox,
    async send(message) {
      outbox.unshift({ ...message, sentAt: new Date() });
      outbox.length = Math.min(outbox.length, 50);
      options.log.info({ to: message.to, subject: message.subject, text: message.text }, "mail (dev outbox)");
    },
  };
}
