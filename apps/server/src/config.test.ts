import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const SECRET = "a-production-secret-of-at-least-32-characters";

/** The ConfigError loadConfig throws for `env` (fails the test if it does not throw one). */
function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe("loadConfig", () => {
  it.each(["SERVER_URL", "PUBLIC_APP_URL", "MEDIA_PUBLIC_URL"])("names %s when it is not a URL", (name) => {
    const error = configError({ [name]: "not a url" });
    expect(error.name).toBe("ConfigError");
    expect(error.message).toContain(`${name}: ${name} must be a valid URL`);
    // Only the bad variable is reported.
    const others = ["SERVER_URL", "PUBLIC_APP_URL", "MEDIA_PUBLIC_URL"].filter((n) => n !== name);
    for (const other of others) expect(error.message).not.toContain(other);
  });

  it("names every bad variable at once", () => {
    const error = configError({ SERVER_URL: "nope", PORT: "99999", NODE_ENV: "staging" });
    expect(error.message).toContain("SERVER_URL");
    expect(error.message).toContain("PORT");
    expect(error.message).toContain("NODE_ENV");
  });

  it.each(["production", "test"])("requires BETTER_AUTH_SECRET when NODE_ENV is %s", (mode) => {
    const error = configError({ NODE_ENV: mode, SERVER_URL: "https://escouade.example" });
    expect(error.message).toContain(`BETTER_AUTH_SECRET is required when NODE_ENV is ${mode}`);
  });

  it("gives in-flight requests 10 s at shutdown unless SHUTDOWN_GRACE_MS says otherwise, within bounds", () => {
    expect(loadConfig({ NODE_ENV: "development" }).shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ NODE_ENV: "development", SHUTDOWN_GRACE_MS: "30000" }).shutdownGraceMs).toBe(30_000);
    expect(configError({ SHUTDOWN_GRACE_MS: "-1" }).message).toContain("SHUTDOWN_GRACE_MS");
    expect(configError({ SHUTDOWN_GRACE_MS: "soon" }).message).toContain("SHUTDOWN_GRACE_MS");
  });

  it("has a development secret only in development", () => {
    expect(loadConfig({ NODE_ENV: "development" }).authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it("refuses a BETTER_AUTH_SECRET shorter than 32 characters, in any mode", () => {
    expect(configError({ BETTER_AUTH_SECRET: "short" }).message).toContain("BETTER_AUTH_SECRET must be at least 32 characters");
    expect(configError({ NODE_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(31) }).message).toContain("BETTER_AUTH_SECRET");
  });

  it("accepts a valid production environment and strips trailing slashes", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: SECRET,
      SERVER_URL: "https://api.escouade.example/",
      PUBLIC_APP_URL: "https://escouade.example//",
      MEDIA_PUBLIC_URL: "https://cdn.escouade.example/media/",
      TRUSTED_ORIGINS: " https://admin.escouade.example , ,https://escouade.example",
      DATABASE_URL: "postgres://app@db:5432/escouade",
      PORT: "8080",
    });
    expect(config).toMatchObject({
      env: "production",
      isProduction: true,
      port: 8080,
      serverUrl: "https://api.escouade.example",
      publicAppUrl: "https://escouade.example",
      mediaPublicUrl: "https://cdn.escouade.example/media",
      authSecret: SECRET,
      database: { kind: "postgres", url: "postgres://app@db:5432/escouade" },
      seedDemoData: false,
    });
    expect(config.trustedOrigins).toEqual(["https://escouade.example", "https://api.escouade.example", "https://admin.escouade.example"]);
  });

  it("in production, serves the app from SERVER_URL unless told otherwise", () => {
    const config = loadConfig({ NODE_ENV: "production", BETTER_AUTH_SECRET: SECRET, SERVER_URL: "https://escouade.example/" });
    expect(config.publicAppUrl).toBe("https://escouade.example");
    expect(config.mediaPublicUrl).toBe("https://escouade.example/media");
  });

  it("defaults to the embedded setup: PGlite under DATA_DIR, the Vite origin, demo data", () => {
    const config = loadConfig({ DATA_DIR: "/tmp/escouade-data" });
    expect(config).toMatchObject({
      env: "development",
      serverUrl: "http://localhost:3000",
      publicAppUrl: "http://localhost:5173",
      // Media through Vite's proxy, from the page's own origin.
      mediaPublicUrl: "http://localhost:5173/media",
      database: { kind: "pglite", dir: "/tmp/escouade-data/db" },
      seedDemoData: true,
      authRateLimit: true,
      trustProxy: false,
    });
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it("reads boolean flags", () => {
    expect(loadConfig({ SEED_DEMO_DATA: "false", TRUST_PROXY: "1", AUTH_RATE_LIMIT: "0" })).toMatchObject({
      seedDemoData: false,
      trustProxy: true,
      authRateLimit: false,
    });
    expect(configError({ TRUST_PROXY: "yes" }).message).toContain("TRUST_PROXY");
  });
});

describe("demo data", () => {
  const secret = "a-production-secret-of-at-least-32-characters";
  it("is seeded into the embedded database in development, never into PostgreSQL", () => {
    expect(loadConfig({ NODE_ENV: "development" }).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: "development", DATABASE_URL: "postgres://localhost/x" }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: "development", SEED_DEMO_DATA: "false" }).seedDemoData).toBe(false);
  });

  it("is not seeded in production unless asked for", () => {
    expect(loadConfig({ NODE_ENV: "production", BETTER_AUTH_SECRET: secret }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", BETTER_AUTH_SECRET: secret, SEED_DEMO_DATA: "true" }).seedDemoData).toBe(true);
  });
});
