/**
 * RFC 4180 CSV, with a BOM so spreadsheet software opens accents right, and cells that would
 * start a formula neutralised (CSV injection: a player could name their replica "=HYPERLINK(...)").
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
