import type { z } from "zod";

/** Messages of the issues a value raises, in order; [] when the value is valid. */
export function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

/** The issues as "path: message", to check where an error lands; [] when the value is valid. */
export function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}
