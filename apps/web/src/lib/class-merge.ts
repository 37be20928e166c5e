/**
 * Tailwind classes merged so that the last one of a kind wins (`p-5 p-4` gives `p-4`): what
 * tailwind-merge does, for the utilities this app uses, in a fraction of its size (it was 8.7 KB
 * gzip of every page's first script, and built its class map on first use). class-merge.test.ts
 * holds it to tailwind-merge's answer for every pair of classes written in the app's source, so a
 * new kind of utility that this table gets wrong fails there, not on screen.
 */

/** Utility (without variants) → its kind; the first rule that matches wins. */
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(block|inline|inline-block|inline-flex|inline-grid|flex|grid|hidden|contents|table|flow-root|list-item)$/, "display"],
  [/^(static|fixed|absolute|relative|sticky)$/, "position"],
  [/^(visible|invisible|collapse)$/, "visibility"],
  [/^(isolate|isolation-auto)$/, "isolation"],
  [/^(sr-only|not-sr-only)$/, "sr"],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, "text-transform"],
  [/^(italic|not-italic)$/, "font-style"],
  [/^(underline|overline|line-through|no-underline)$/, "text-decoration"],
  [/^(truncate|text-ellipsis|text-clip)$/, "text-overflow"],
  [/^(tabular-nums|proportional-nums)$/, "fvn-spacing"],
  [/^\[([a-z-]+):.+\]$/, "[$1]"],
  [/^divide-(x|y)(-\d+)?$/, "divide-$1"],
  [/^ring-offset(-\d+|-\[[\d.]+px\])$/, "ring-offset-w"],
  [/^ring-offset-/, "ring-offset-color"],
  [/^(p|px|py|ps|pe|pt|pr|pb|pl|m|mx|my|ms|me|mt|mr|mb|ml|w|h|size|min-w|min-h|max-w|max-h|gap-x|gap-y|gap|z|opacity|order|basis|top|right|bottom|left|start|end|inset-x|inset-y|inset|space-x|space-y|aspect|line-clamp|scroll-mt|scroll-mb|leading|tracking|rotate|translate-x|translate-y|col-start|col-end|row-start|row-end|grid-cols|grid-rows|underline-offset|outline-offset|from|via|to|fill|stroke|accent|items|justify|self|content|cursor|select|pointer-events|resize|appearance|hyphens|overscroll|overflow-x|overflow-y|overflow|object|whitespace|align|animate|backdrop-blur|list|transition|duration|ease|delay|divide-x|divide-y|break)-/, "*"],
  [/^transition$/, "transition"],
  [/^backdrop-blur$/, "backdrop-blur"],
  [/^(grow|shrink)(-0)?$/, "$1"],
  [/^flex-(row|row-reverse|col|col-reverse)$/, "flex-direction"],
  [/^flex-(wrap|wrap-reverse|nowrap)$/, "flex-wrap"],
  [/^flex-/, "flex"],
  [/^col-span-/, "col-start-end"],
  [/^rounded(-(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl))?(-|$)/, "rounded$1"],
  [/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/, "shadow"],
  [/^shadow-/, "shadow-color"],
  [/^ring(-\d+|-\[[\d.]+px\])?$/, "ring-w"],
  [/^ring-/, "ring-color"],
  [/^outline-(solid|dashed|dotted|double|none|hidden)$/, "outline-style"],
  [/^outline(-\d+|-\[[\d.]+px\])?$/, "outline-w"],
  [/^outline-/, "outline-color"],
  [/^border-(collapse|separate)$/, "border-collapse"],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, "border-style"],
  [/^border(-[xyseptrbl])?(-\d+|-\[[\d.]+px\])?$/, "border-w$1"],
  [/^border(-[xyseptrbl])?-/, "border-color$1"],
  [/^divide-/, "divide-color"],
  [/^bg-(cover|contain|auto)$/, "bg-size"],
  [/^bg-/, "bg-color"],
  [/^text-(xs|sm|base|lg|\d?xl|\[[\d.]+(rem|px|em)\])$/, "font-size"],
  [/^text-(left|center|right|justify|start|end)$/, "text-align"],
  [/^text-(wrap|nowrap|balance|pretty)$/, "text-wrap"],
  [/^text-/, "text-color"],
  [/^font-(sans|serif|mono)$/, "font-family"],
  [/^font-/, "font-weight"],
];

/** A kind that sets what other kinds set too: the later one removes those written before it. */
const CONFLICTS: Readonly<Record<string, readonly string[]>> = {
  p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
  px: ["ps", "pe", "pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
  mx: ["ms", "me", "mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["start", "end", "right", "left"],
  "inset-y": ["top", "bottom"],
  overflow: ["overflow-x", "overflow-y"],
  flex: ["basis", "grow", "shrink"],
  "font-size": ["leading"],
  "line-clamp": ["display", "overflow"],
  rounded: ["rounded-s", "rounded-e", "rounded-t", "rounded-r", "rounded-b", "rounded-l", "rounded-ss", "rounded-se", "rounded-ee", "rounded-es", "rounded-tl", "rounded-tr", "rounded-br", "rounded-bl"],
  "rounded-s": ["rounded-ss", "rounded-es"],
  "rounded-e": ["rounded-se", "rounded-ee"],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "border-w": ["border-w-x", "border-w-y", "border-w-s", "border-w-e", "border-w-t", "border-w-r", "border-w-b", "border-w-l"],
  "border-w-x": ["border-w-s", "border-w-e", "border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": ["border-color-x", "border-color-y", "border-color-s", "border-color-e", "border-color-t", "border-color-r", "border-color-b", "border-color-l"],
  "border-color-x": ["border-color-s", "border-color-e", "border-color-r", "border-color-l"],
  "border-color-y": ["border-color-t", "border-color-b"],
};

const kinds = new Map<string, string | null>();

/** The kind of a utility written without its variants, or null for a class of our own. */
function kindOf(utility: string): string | null {
  let kind = kinds.get(utility);
  if (kind !== undefined) return kind;
  const bare = utility.replace(/^-/, "");
  kind = null;
  for (const [pattern, name] of RULES) {
    const match = pattern.exec(bare);
    if (!match) continue;
    // "*": the utility's own prefix names its kind (`px-4` → `px`); `$1`: what the rule captured.
    kind = name === "*" ? match[1]! : name.replace("$1", match[1] ?? "");
    break;
  }
  kinds.set(utility, kind);
  return kind;
}

/** `hover:sm:p-4` → variants `hover:sm:` (sorted, since their order changes nothing) and `p-4`. */
function split(className: string) {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === "[") depth++;
    else if (char === "]") depth--;
    else if (char === ":" && depth === 0) {
      parts.push(className.slice(start, index));
      start = index + 1;
    }
  }
  let utility = className.slice(start);
  const important = utility.startsWith("!") || utility.endsWith("!");
  utility = utility.replace(/^!|!$/g, "");
  // An arbitrary variant (`[&>svg]:`) depends on where it stands; the others may be sorted.
  const variants = parts.some((part) => part.startsWith("[")) ? parts.join(":") : parts.sort().join(":");
  return { prefix: `${variants}:${important ? "!" : ""}`, utility };
}

/** Keeps, of the classes of one kind under the same variants, the last one. */
export function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.split(/\s+/);
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index]!;
    if (!className) continue;
    const { prefix, utility } = split(className);
    const kind = kindOf(utility);
    if (kind !== null) {
      if (taken.has(prefix + kind)) continue;
      taken.add(prefix + kind);
      for (const other of CONFLICTS[kind] ?? []) taken.add(prefix + other);
    }
    kept.push(className);
  }
  return kept.reverse().join(" ");
}
