import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, "..");

/**
 * Runs a test-support script (`smtp-sink.ts`, `discord-server.ts`) as its own process and waits
 * for the JSON line it prints once listening. The script also exits when its stdin closes; the
 * kill on exit covers a worker that ends before its afterAll.
 */
export async function startTestProcess<T>(script: string, env: Record<string, string>, what: string) {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(here, script)], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));
  const ready = await readFirstJsonLine<T>(child, what);
  async function stop() {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    await exited;
  }
  return { ready, stop };
}

/**
 * The JSON a test-support process prints on its first `{` line once it listens (its ports);
 * rejects, with its stderr, when it exits first or is silent for 15 s.
 */
function readFirstJsonLine<T>(child: ChildProcess, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${what} did not start within 15 s. stderr:\n${stderr}`));
    }, 15_000);
    child.stderr!.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split("\n").find((l) => l.trim().startsWith("{"));
      if (!line) return;
      clearTimeout(timer);
      try {
        resolve(JSON.parse(line) as T);
      } catch (error) {
        reject(error as Error);
      }
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited early (code ${code}, signal ${signal}). stderr:\n${stderr}`));
    });
  });
}
