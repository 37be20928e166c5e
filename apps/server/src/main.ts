import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, loadDotEnv } from "./config.ts";
import { createDatabase } from "./db/client.ts";
import { seedDemoData } from "./seed/demo.ts";

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
  await database.migrate();
  const { app } = await buildApp({ config, database });
  if (config.seedDemoData) await seedDemoData(database.db, app.log);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: database.kind, app: config.publicAppUrl, mail: config.mail.smtpUrl ? "smtp" : `${config.serverUrl}/dev/outbox` },
    "Escouade server ready",
  );
}

void main();
