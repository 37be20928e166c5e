/**
 * A real SMTP server for the tests, run as its own process: accepts any mail (no AUTH, no TLS),
 * parses it, and lists what it received over HTTP:
 *   GET /messages?to=addr  ->  [{ to, subject, text, html, receivedAt }], oldest first
 * Prints {"smtpPort":..,"httpPort":..} on one stdout line once both servers listen. SMTP_SINK_PORT
 * picks the SMTP port (a sink started again where the app already sends), else any free one.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

const messages: ReceivedMail[] = [];

const smtp = new SMTPServer({
  disabledCommands: ["AUTH", "STARTTLS"],
  authOptional: true,
  logger: false,
  banner: "escouade test sink",
  onData(stream, session, callback) {
    simpleParser(stream).then(
      (parsed) => {
        const receivedAt = new Date().toISOString();
        for (const rcpt of session.envelope.rcptTo) {
          messages.push({
            to: rcpt.address.toLowerCase(),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            receivedAt,
          });
        }
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});

const api = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  if (request.method === "GET" && url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    const list = to ? messages.filter((m) => m.to === to) : messages;
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(list));
    return;
  }
  response.writeHead(404).end();
});

function listen(server: { listen(port: number, host: string, cb: () => void): unknown; address(): unknown }, port = 0) {
  return new Promise<number>((resolve) => {
    server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
}

const smtpPort = await listen(smtp.server, Number(process.env.SMTP_SINK_PORT ?? 0));
const httpPort = await listen(api);
process.stdout.write(`${JSON.stringify({ smtpPort, httpPort })}\n`);

const stop = () => {
  api.close();
  smtp.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 500).unref();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
// The test process owns us: if it goes away, so do we.
process.stdin.on("end", stop);
process.stdin.resume();
