import { tmpdir } from "node:os";
import path from "node:path";

/** Where global setup leaves the addresses the tests need (the mail sink's API). */
export const STATE_FILE = path.join(tmpdir(), `escouade-e2e-${process.env.E2E_PORT ?? 4310}.json`);
