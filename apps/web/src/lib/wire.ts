/**
 * The browser's reader and writer of the API's wire format (superjson's: `{ json, meta }`, whose
 * `meta.values` says which values were a Date, undefined, a Map...). The server keeps superjson
 * (`@escouade/contracts/transformer`); the browser does the same in a fraction of its size
 * (superjson was 3.3 KB gzip of every first load, decision 030). wire.test.ts holds both to the
 * same text and the same values.
 */

/** A value's annotation: its type, then what inside it has one (or only the latter). */
type Tree = [string] | [string, Children] | Children;
interface Children {
  [path: string]: Tree;
}

const escapeKey = (key: string) => key.replace(/\\/g, "\\\\").replace(/\./g, "\\.");

/** `a.b\.c` → `["a", "b.c"]`. */
function parsePath(text: string): string[] {
  const path: string[] = [];
  let segment = "";
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === "\\" && (text[index + 1] === "\\" || text[index + 1] === ".")) {
      segment += text[++index];
    } else if (char === ".") {
      path.push(segment);
      segment = "";
    } else {
      segment += char;
    }
  }
  path.push(segment);
  return path;
}

function encode(value: unknown): { json: unknown; tree?: Tree } {
  if (value === undefined) return { json: null, tree: ["undefined"] };
  if (typeof value === "bigint") return { json: value.toString(), tree: ["bigint"] };
  if (typeof value === "number") {
    if (Number.isNaN(value)) return { json: "NaN", tree: ["number"] };
    if (!Number.isFinite(value)) return { json: value > 0 ? "Infinity" : "-Infinity", tree: ["number"] };
    return Object.is(value, -0) ? { json: "-0", tree: ["number"] } : { json: value };
  }
  if (value === null || typeof value !== "object") return { json: value };
  if (value instanceof Date) return { json: value.toISOString(), tree: ["Date"] };
  if (value instanceof RegExp) return { json: String(value), tree: ["regexp"] };
  if (value instanceof URL) return { json: value.toString(), tree: ["URL"] };
  let type: string | undefined;
  let inside: object = value;
  if (value instanceof Set) [type, inside] = ["set", [...value]];
  else if (value instanceof Map) [type, inside] = ["map", [...value]];
  else if (value instanceof Error) [type, inside] = ["Error", { name: value.name, message: value.message }];
  const json: Record<string, unknown> | unknown[] = Array.isArray(inside) ? [] : {};
  const children: Children = {};
  for (const [key, child] of Object.entries(inside)) {
    const encoded = encode(child);
    (json as Record<string, unknown>)[key] = encoded.json;
    if (Array.isArray(encoded.tree)) children[escapeKey(key)] = encoded.tree;
    else if (encoded.tree) for (const [path, tree] of Object.entries(encoded.tree)) children[`${escapeKey(key)}.${path}`] = tree;
  }
  const annotated = Object.keys(children).length > 0;
  if (type) return { json, tree: annotated ? [type, children] : [type] };
  return annotated ? { json, tree: children } : { json };
}

function decodeValue(value: unknown, type: string): unknown {
  switch (type) {
    case "undefined":
      return undefined;
    case "bigint":
      return BigInt(value as string);
    case "number":
      return Number(value);
    case "Date":
      return new Date(value as string);
    case "regexp": {
      const text = value as string;
      return new RegExp(text.slice(1, text.lastIndexOf("/")), text.slice(text.lastIndexOf("/") + 1));
    }
    case "URL":
      return new URL(value as string);
    case "set":
      return new Set(value as unknown[]);
    case "map":
      return new Map(value as [unknown, unknown][]);
    case "Error": {
      const { name, message } = value as { name: string; message: string };
      return Object.assign(new Error(message), { name });
    }
    default:
      throw new Error(`The wire carried a value of a type this app does not send: ${JSON.stringify(type)}`);
  }
}

/** Replaces the value at `path` in `root` (an object or array: what is inside a Set or a Map is annotated, and so decoded, before it). */
function replaceAt(root: unknown, path: readonly string[], change: (value: unknown) => unknown): unknown {
  if (path.length === 0) return change(root);
  let parent = root as Record<string, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = path[path.length - 1]!;
  parent[last] = change(parent[last]);
  return root;
}

function decode(root: unknown, tree: Tree, path: readonly string[]): unknown {
  const [type, children] = Array.isArray(tree) ? tree : [undefined, tree];
  for (const [key, child] of Object.entries(children ?? {})) root = decode(root, child, [...path, ...parsePath(key)]);
  return type === undefined ? root : replaceAt(root, path, (value) => decodeValue(value, type));
}

export interface WirePayload {
  json: unknown;
  meta?: { values?: Tree; v?: number };
}

export const wire = {
  serialize(value: unknown): WirePayload {
    const { json, tree } = encode(value);
    return tree ? { json, meta: { values: tree, v: 1 } } : { json };
  },
  /** Reads a payload in place: it comes fresh from JSON.parse. */
  deserialize<T = unknown>(payload: unknown): T {
    const { json, meta } = payload as WirePayload;
    return (meta?.values ? decode(json, meta.values, []) : json) as T;
  },
};
