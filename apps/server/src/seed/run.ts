import { loadConfig, loadDotEnv } from "../config.ts";
import { createDatabase } from "../db/client.ts";
import { seedDemoData } from "./demo.ts";
import { prepareDatabase } from "../jobs.ts";

// `pnpm db:seed`: the demo data set on demand, for a real PostgreSQL too.
loadDotEnv();
const config = loadConfig();
const database = createDatabase(config.database);
await prepareDatabase(database);
await seedDemoData(database.db, { info: (obj, msg) => console.log(msg, obj) });
await database.close();
