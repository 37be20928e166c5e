import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, loadDotEnv, type Config } from "./config.ts";
import { createDatabase } from "./db/client.ts";
import { stopOnSignals } from "./platform/shutdown.ts";
import { seedDemoData } from "./seed/demo.ts";
import { prepareDatabase } from "./jobs.ts";

/** Where mail goes; the dev outbox page exists only outside production. */
function mailRoute(config: Config) {
  if (config.mail.smtpUrl) return "smtp";
  return config.isProduction ? "log" : `${config.serverUrl}/dev/outbox`;
}

async function main() {
  let config;
  try {
    loadDotEnv();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = createDatabase(config.database);
  await prepareDatabase(database);
  const { app, shutdown } = await buildApp({ config, database });
  if (config.seedDemoData) await seedDemoData(database.db, app.log);
  stopOnSignals(shutdown, { log: app.log, graceMs: config.shutdownGraceMs, release: () => database.close() });

  await app.listen({ host: config.host, port: config.port });
  app.log.info({ database: database.kind, app: config.publicAppUrl, mail: mailRoute(config) }, "Escouade server ready");
  if (config.isProduction && !config.mail.smtpUrl) app.log.warn("SMTP_URL is not set: e-mails are written to this log, not sent");
}

void main();
