import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a downloaded PDF, line by line as a reader sees it (pdf.js, the PDF reader of
 * Firefox): each page's text runs joined, a line ending where the PDF moves to a new line. So a
 * test reads the figures a printed report shows, as printed.
 */
export async function pdfLines(download: Download): Promise<string[]> {
  const data = new Uint8Array(await readFile(await download.path()));
  const document = await getDocument({ data, disableFontFace: true, useSystemFonts: false })
    .promise;
  const lines: string[] = [];
  try {
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      // Runs on one baseline (a table row: label, value) make one line, in reading order.
      const rows = new Map<number, { x: number; text: string }[]>();
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, , , , x, y] = item.transform as number[];
        const baseline = Math.round(y ?? 0);
        rows.set(baseline, [...(rows.get(baseline) ?? []), { x: x ?? 0, text: item.str }]);
      }
      for (const baseline of [...rows.keys()].sort((a, b) => b - a))
        lines.push(
          (rows.get(baseline) ?? [])
            .sort((a, b) => a.x - b.x)
            .map((run) => run.text.trim())
            .join(' '),
        );
    }
  } finally {
    await document.destroy();
  }
  return lines;
}
