import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A PostgreSQL server of a test's own, which it may stop and start without touching the shared one. */
export interface ThrowawayPostgres {
  /** Of its `postgres` database. */
  url: string;
  port: number;
  /** Stops it the way an operator's restart does (`-m fast`): open connections are cut. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it at once and deletes its files. */
  remove(): Promise<void>;
}

/** Where initdb and pg_ctl are: Debian keeps them off PATH, under /usr/lib/postgresql/<version>/bin. */
function serverBinDir(): string {
  try {
    const dir = execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim();
    if (existsSync(path.join(dir, "pg_ctl"))) return dir;
  } catch {
    // No pg_config: look where Debian installs the server.
  }
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, "bin")).find((dir) => existsSync(path.join(dir, "pg_ctl")));
  if (!found) throw new Error("PostgreSQL's server binaries (initdb, pg_ctl) were not found: install the postgresql package");
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * initdb's own cluster in a temporary folder, on a free port of 127.0.0.1, trust auth. initdb and
 * the server refuse to run as root (CI runs as root): there the cluster belongs to the postgres
 * system user, which the PostgreSQL packages create.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = serverBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), "escouade-throwaway-pg-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? ["runuser", "-u", "postgres", "--"] : [];
  if (asRoot) {
    const [uid, gid] = ["-u", "-g"].map((flag) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" })));
    chownSync(dir, uid!, gid!);
  }
  const pg = (tool: string, args: string[]) => {
    const [command, ...rest] = [...owner, path.join(bin, tool), ...args];
    return run(command!, rest, { cwd: dir, timeout: 60_000 });
  };

  const port = await freePort();
  // Durability is not what this server is for: no fsync keeps initdb and checkpoints quick.
  const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    await pg("pg_ctl", ["start", "-D", data, "-l", path.join(dir, "server.log"), "-w", "-t", "30", "-o", serverOptions]);
  };
  // Synchronous, so that it runs from an exit handler too: a worker that dies leaves no server behind.
  const removeNow = () => {
    const [command, ...rest] = [...owner, path.join(bin, "pg_ctl"), "stop", "-D", data, "-m", "immediate", "-w"];
    try {
      execFileSync(command!, rest, { stdio: "ignore", timeout: 30_000 });
    } catch {
      // Not running.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", removeNow);
  const remove = async () => {
    process.off("exit", removeNow);
    removeNow();
  };
  try {
    await pg("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"]);
    await start();
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop: async () => {
      await pg("pg_ctl", ["stop", "-D", data, "-m", "fast", "-w", "-t", "30"]);
    },
    remove,
  };
}
