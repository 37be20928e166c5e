import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "./app.ts";
import { discardWaitingJobs } from "./jobs.ts";
import { startSmtpSink, type SmtpSink } from "./mail.ts";

/**
 * The app in-process with a real SMTP sink beside it, for the enclosing describe (or file):
 * started before its tests, stopped after. Read `server` and `sink` inside tests, once started.
 */
export function useAppWithMailSink(): { readonly server: TestApp; readonly sink: SmtpSink } {
  let sink: SmtpSink | undefined;
  let server: TestApp | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await createTestApp({ smtpUrl: sink.smtpUrl });
    await discardWaitingJobs(server.database);
  });
  afterAll(async () => {
    await server?.close();
    await sink?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error("the test app is not started yet: read it inside a test or a hook");
      return server;
    },
    get sink() {
      if (!sink) throw new Error("the SMTP sink is not started yet: read it inside a test or a hook");
      return sink;
    },
  };
}
