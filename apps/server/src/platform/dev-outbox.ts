import type { FastifyInstance } from "fastify";
import type { OutboxEntry } from "./mail.ts";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * Development only: the mails the server would have sent, newest first, so a newcomer can
 * read their sign-up code without any SMTP server. Never registered in production.
 */
export function registerDevOutbox(app: FastifyInstance, outbox: readonly OutboxEntry[]) {
  app.get("/dev/outbox.json", async () => outbox);
  app.get("/dev/outbox", async (_request, reply) => {
    const items = outbox
      .map(
        (m) =>
          `<article><header><strong>${escapeHtml(m.subject)}</strong><br><small>${escapeHtml(m.to)} · ${m.sentAt.toISOString()}</small></header><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join("");
    return reply
      .type("text/html")
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Dev outbox</title><style>body{font-family:system-ui;max-width:720px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style><h1>Dev outbox</h1><p>Mails kept in memory by this development server (no SMTP_URL set). Newest first.</p>${items || "<p>No mail yet.</p>"}</html>`,
      );
  });
}
