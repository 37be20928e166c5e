/**
 * The widget's whole stylesheet, inline under the response's nonce: a club's page loads one
 * small document and nothing else of ours (docs/decisions/037). The colours are the app's
 * (src/styles.css); "auto" follows the visitor's system.
 */
const LIGHT = "--bg:#ffffff;--fg:#1c1f17;--muted:#5b6150;--line:#d5d8ca;--accent:#a05c1c;--button:#3f4a2c;--button-fg:#f4f5f0;color-scheme:light";
const DARK = "--bg:#1b1e15;--fg:#eceee4;--muted:#a3a893;--line:#33382a;--accent:#e0954f;--button:#a9b98a;--button-fg:#14160f;color-scheme:dark";

export function embedStyles(theme: "auto" | "light" | "dark") {
  const colours = theme === "auto" ? `:root{${LIGHT}}@media (prefers-color-scheme:dark){:root{${DARK}}}` : `:root{${theme === "dark" ? DARK : LIGHT}}`;
  return `${colours}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{padding:12px 14px}
h1{font-size:16px;margin:0 0 8px}
ol{list-style:none;margin:0;padding:0}
li{display:flex;align-items:center;gap:12px;padding:10px 0;border-top:1px solid var(--line)}
li:first-child{border-top:0}
.what{flex:1;min-width:0}
.title{display:block;font-weight:600;overflow-wrap:anywhere}
.when,.left{display:block;font-size:13px;color:var(--muted)}
.full{color:var(--accent);font-weight:600}
.register{flex-shrink:0;display:inline-flex;align-items:center;min-height:40px;padding:0 14px;border-radius:8px;background:var(--button);color:var(--button-fg);font-weight:600;font-size:14px;text-decoration:none}
.register:focus-visible,footer a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.empty{color:var(--muted);margin:8px 0}
footer{margin-top:10px;font-size:12px;color:var(--muted)}
footer a{color:var(--accent)}`;
}
