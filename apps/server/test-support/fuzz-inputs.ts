import fc from "fast-check";
import { z } from "zod";

/** The JSON Schema zod writes for an input (`io: "input"`), as far as the generator reads it. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** Values that break naive code: past what PostgreSQL's columns hold, odd types, odd text. */
const NASTY_NUMBERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, -(2 ** 53) + 1, 1e308, -1e308, 0.5, -1, 0, Number.MIN_VALUE];
const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "x".repeat(10_000),
  "é".repeat(3000),
  "'; drop table game; --",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "%00%ff",
  "\ud800",
  "🔫".repeat(500),
  "9999999999999999999999",
  "-1",
  "2147483648",
  "+275760-09-13T00:00:00.000Z",
  "0000-00-00",
  "null",
  "eyJhIjoxfQ",
  "MjAyNi0xMS0yNVQwMDowMDowMC4wMDBafDIxNDc0ODM2NDg",
];
const NASTY_VALUES: unknown[] = [null, true, [], {}, [null], { id: 1 }, ...NASTY_NUMBERS, ...NASTY_STRINGS];

const nasty = fc.constantFrom(...NASTY_VALUES);

/** Dates from the earliest to the latest JavaScript knows, and invalid ones. */
const anyDate = fc.oneof(fc.date({ noInvalidDate: false }), fc.constantFrom(new Date(-8.64e15), new Date(8.64e15), new Date(0)));

/** What a schema without a JSON form (a date, a FormData, a transform) may be sent as. */
const anything = fc.oneof(anyDate, fc.string({ maxLength: 40 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), nasty);

function numbers(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : undefined);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : undefined);
  const min = Math.max(low ?? -Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(high ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  const inRange = integer
    ? fc.oneof(
        fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31 - 1)) }),
        fc.constantFrom(Math.ceil(min), Math.floor(max)),
      )
    : fc.oneof(fc.double({ min, max, noNaN: true }), fc.constantFrom(min, max));
  return fc.oneof({ weight: 6, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(...NASTY_NUMBERS) });
}

function strings(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 200, 2_000);
  const bounds = { minLength: Math.min(minLength, maxLength), maxLength };
  const sized = fc.oneof(fc.string(bounds), fc.string({ ...bounds, unit: "grapheme" }), fc.string({ ...bounds, unit: "binary" }));
  const formatted =
    schema.format === "email"
      ? fc.emailAddress()
      : schema.format === "uri"
        ? fc.webUrl()
        : schema.format === "date-time"
          ? anyDate.filter((d) => !Number.isNaN(d.getTime())).map((d) => d.toISOString())
          : schema.format === "uuid"
            ? fc.uuid()
            : sized;
  return fc.oneof({ weight: 6, arbitrary: formatted }, { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS) });
}

/**
 * Values for a JSON Schema: mostly within its bounds (so whole inputs often pass validation and
 * reach the services and the database), each part replaced now and then by something hostile.
 */
export function arbitraryFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return nasty;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => arbitraryFor(variant, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  if (schema.const !== undefined) return fc.oneof({ weight: 8, arbitrary: fc.constant(schema.const) }, { weight: 1, arbitrary: nasty });
  if (schema.enum) return fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...schema.enum) }, { weight: 1, arbitrary: nasty });
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  let valid: fc.Arbitrary<unknown>;
  switch (type) {
    case "object": {
      const properties = Object.entries(schema.properties ?? {});
      const record = fc.record(Object.fromEntries(properties.map(([key, value]) => [key, arbitraryFor(value, depth + 1)])), {
        requiredKeys: (schema.required ?? []).filter((key) => schema.properties?.[key] !== undefined),
      });
      // An unknown key now and then: strict objects refuse it, loose ones must ignore it.
      valid = fc.oneof({ weight: 8, arbitrary: record }, { weight: 1, arbitrary: record.map((value) => ({ ...value, unexpected: "x" })) });
      break;
    }
    case "array": {
      const item = schema.items ? arbitraryFor(schema.items, depth + 1) : anything;
      const maxLength = Math.min(schema.maxItems ?? 8, 12);
      const sized = fc.array(item, { minLength: Math.min(schema.minItems ?? 0, maxLength), maxLength });
      valid = fc.oneof({ weight: 8, arbitrary: sized }, { weight: 1, arbitrary: fc.array(item, { minLength: 200, maxLength: 400 }) });
      break;
    }
    case "string":
      valid = strings(schema);
      break;
    case "integer":
      valid = numbers(schema, true);
      break;
    case "number":
      valid = numbers(schema, false);
      break;
    case "boolean":
      valid = fc.boolean();
      break;
    case "null":
      valid = fc.constant(null);
      break;
    default:
      return anything;
  }
  return fc.oneof({ weight: 12, arbitrary: valid }, { weight: 1, arbitrary: nasty });
}

/** Inputs for a procedure: from its input schemas (merged, as tRPC merges them), or none. */
export function arbitraryInput(inputs: readonly unknown[]): fc.Arbitrary<unknown> {
  if (inputs.length === 0) return fc.oneof(fc.constant(undefined), nasty);
  const schemas = inputs.map((input) => z.toJSONSchema(input as z.ZodType, { unrepresentable: "any", io: "input" }) as JsonSchema);
  const merged: JsonSchema =
    schemas.length === 1
      ? schemas[0]!
      : { type: "object", properties: Object.assign({}, ...schemas.map((s) => s.properties ?? {})), required: schemas.flatMap((s) => s.required ?? []) };
  return fc.oneof({ weight: 10, arbitrary: arbitraryFor(merged) }, { weight: 1, arbitrary: fc.constant(undefined) });
}
