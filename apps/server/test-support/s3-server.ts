import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { S3Client } from "@aws-sdk/client-s3";

/** s3rver accepts any well-formed signature made with these keys. */
export const S3_TEST_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export interface S3Server {
  /** http://127.0.0.1:port */
  endpoint: string;
  /** A client on the server, for tests to look behind the storage module's back. */
  client: S3Client;
  stop(): Promise<void>;
}

/**
 * Starts s3rver (an S3-compatible server written in JavaScript; the registry has no MinIO binary)
 * as a separate process on an ephemeral port, storing into a fresh temporary folder.
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "escouade-s3-"));
  const s3rver = createRequire(import.meta.url).resolve("s3rver");
  // s3rver's own CLI would outlive a test worker that is killed: this launcher also exits when
  // its stdin closes, which happens however the worker ends, and takes its folder with it.
  const launcher = `
    const [, s3rver, directory] = process.argv;
    const S3rver = require(s3rver);
    new S3rver({ directory, address: "127.0.0.1", port: 0, silent: true }).run().then(
      ({ port }) => console.log("S3rver listening on 127.0.0.1:" + port),
      (error) => { console.error(error); process.exit(1); },
    );
    process.on("exit", () => require("node:fs").rmSync(directory, { recursive: true, force: true }));
    process.on("SIGTERM", () => process.exit(0));
    process.stdin.on("end", () => process.exit(0));
    process.stdin.resume();
  `;
  const child = spawn(process.execPath, ["-e", launcher, s3rver, directory], { stdio: ["pipe", "pipe", "pipe"] });
  // Never outlive the test worker, even if it dies before afterAll.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));

  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`s3rver did not listen within 15 s:\n${output}`));
    }, 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /S3rver listening on [\d.]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited early (code ${code}, signal ${signal}):\n${output}`));
    });
  });

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: S3_TEST_CREDENTIALS,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  return {
    endpoint,
    client,
    async stop() {
      client.destroy();
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
