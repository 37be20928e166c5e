/**
 * Reads a CSV file back as a spreadsheet would: the BOM stripped, records split on CRLF and cells
 * on `separator`, both only outside quotes, `""` inside quotes a quote.
 */
export function readCsv(csv: string, separator: string): string[][] {
  const text = csv.replace(/^\uFEFF/, "");
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += char;
    } else if (char === separator) {
      record.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      records.push([...record, cell]);
      record = [];
      cell = "";
      i++;
    } else {
      cell += char;
    }
  }
  if (cell !== "" || record.length > 0) records.push([...record, cell]);
  return records;
}

/** The rows of a CSV file as objects keyed by its header. */
export function readCsvRecords(csv: string, separator: string): { header: string[]; rows: Record<string, string>[] } {
  const [header = [], ...rows] = readCsv(csv, separator);
  return { header, rows: rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ""]))) };
}
