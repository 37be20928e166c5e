import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { testEnv } from "./app.ts";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resolves when the process has exited, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal: SIGTERM asks for a graceful stop, SIGKILL is a crash. */
  kill(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
}

/**
 * Runs the real server entry point (src/main.ts) as another process on an ephemeral port,
 * and resolves once it listens.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, ...testEnv({ HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env }) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Never outlive the test worker, even if it dies before afterAll.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));
  let output = "";
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server process did not listen within 30 s:\n${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server process exited (code ${code}):\n${output}`));
    });
  });
  return {
    url,
    pid: child.pid!,
    exited,
    kill: (signal) => child.kill(signal),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
