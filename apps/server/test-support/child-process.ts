import type { ChildProcess } from "node:child_process";

/**
 * The JSON a test-support process prints on its first `{` line once it listens (its ports);
 * rejects, with its stderr, when it exits first or is silent for 15 s.
 */
export function readFirstJsonLine<T>(child: ChildProcess, what: string): Promise<T> {
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
