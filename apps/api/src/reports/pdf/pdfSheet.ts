import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/** Points (1/72 in) per millimetre: PDF measures in points, paper and ECG grids in millimetres. */
export const MM = 72 / 25.4;

/** A4 with 15 mm margins: 180 mm of width for the content, as the report page's print layout. */
const MARGIN = 15 * MM;
const FOOTER_HEIGHT = 8 * MM;
const BODY_SIZE = 9;
const LINE_GAP = 2;

const COLOURS = {
  text: '#1b2733',
  muted: '#4a5a6a',
  rule: '#c4ccd4',
  headerFill: '#eef2f5',
} as const;

const require = createRequire(import.meta.url);

/**
 * Noto Sans from Google Fonts (SIL Open Font License 1.1), whole TrueType files with Latin,
 * Latin Extended (Polish), Greek and Cyrillic: the web app's fontsource package splits the same
 * font into WOFF2 subsets, which pdfkit's font reader does not open.
 */
const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
} as const;

let fontBytes: { regular: Buffer; bold: Buffer } | undefined;

/** The fonts' bytes, read once per process (about 1 MB), not once per document. */
function fonts(): { regular: Buffer; bold: Buffer } {
  fontBytes ??= { regular: readFileSync(FONT_FILES.regular), bold: readFileSync(FONT_FILES.bold) };
  return fontBytes;
}

/** A column of a table: its heading, its share of the width and how its cells align. */
export interface SheetColumn {
  heading: string;
  /** Relative width; the columns share the content width in proportion. */
  width: number;
  align?: 'left' | 'right';
}

/**
 * One PDF document laid out like the report page on paper: A4, headings that keep their first
 * lines with them, label–value lists, tables whose header repeats on a new page, and a footer on
 * every page. Drawing primitives only; what a report says is the sections' business.
 */
export class PdfSheet {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly finished: Promise<Buffer>;

  constructor(title: string, language: string) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
      bufferPages: true,
      lang: language,
      displayTitle: true,
      info: { Title: title, Creator: 'Telemed', Producer: 'Telemed' },
    });
    this.doc.registerFont('regular', fonts().regular);
    this.doc.registerFont('bold', fonts().bold);
    this.doc.font('regular').fontSize(BODY_SIZE).fillColor(COLOURS.text);
    this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.finished = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  /** Left edge of the content. */
  get left(): number {
    return this.doc.page.margins.left;
  }

  /** Width of the content between the margins. */
  get width(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  /** Lowest y the content may reach on this page. */
  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /** The report's title. */
  title(text: string): void {
    this.doc.font('bold').fontSize(16).text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.4);
    this.doc.font('regular').fontSize(BODY_SIZE);
  }

  /** A section heading, kept with at least `keep` points of what follows. */
  heading(text: string, keep = 60): void {
    this.ensureSpace(keep + 24);
    this.doc.moveDown(0.6);
    this.doc.font('bold').fontSize(12).text(text, this.left, this.doc.y, { width: this.width });
    this.doc
      .moveTo(this.left, this.doc.y + 1)
      .lineTo(this.left + this.width, this.doc.y + 1)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    this.doc.moveDown(0.4);
    this.doc.font('regular').fontSize(BODY_SIZE);
  }

  /** A smaller heading inside a section. */
  subheading(text: string): void {
    this.ensureSpace(50);
    this.doc.moveDown(0.3);
    this.doc.font('bold').fontSize(10).text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.2);
    this.doc.font('regular').fontSize(BODY_SIZE);
  }

  /** A paragraph of body text; `muted` for notes. */
  paragraph(text: string, muted = false): void {
    this.doc
      .fillColor(muted ? COLOURS.muted : COLOURS.text)
      .text(text, this.left, this.doc.y, { width: this.width, lineGap: LINE_GAP });
    this.doc.fillColor(COLOURS.text).moveDown(0.3);
  }

  /** Label–value pairs, one a line, labels in the left third; a missing value reads '—'. */
  details(pairs: readonly (readonly [string, string | null | undefined])[]): void {
    const labelWidth = this.width * 0.42;
    const valueWidth = this.width - labelWidth - 8;
    for (const [label, value] of pairs) {
      const shown = value ?? '—';
      const height = Math.max(
        this.doc.heightOfString(label, { width: labelWidth }),
        this.doc.heightOfString(shown, { width: valueWidth }),
      );
      this.ensureSpace(height + LINE_GAP);
      const y = this.doc.y;
      this.doc.fillColor(COLOURS.muted).text(label, this.left, y, { width: labelWidth });
      this.doc.fillColor(COLOURS.text).text(shown, this.left + labelWidth + 8, y, {
        width: valueWidth,
      });
      this.doc.y = y + height + LINE_GAP;
    }
    this.doc.moveDown(0.3);
  }

  /** A table; its header row repeats at the top of each page it runs onto. */
  table(columns: readonly SheetColumn[], rows: readonly (readonly string[])[]): void {
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * this.width);
    const padding = 3;
    // Measured in the font the row is drawn in: bold headings are wider and wrap sooner.
    const rowHeight = (cells: readonly string[], header = false) => {
      this.doc.font(header ? 'bold' : 'regular');
      const height = Math.max(
        ...cells.map((cell, index) =>
          this.doc.heightOfString(cell, { width: (widths[index] ?? 0) - 2 * padding }),
        ),
      );
      this.doc.font('regular');
      return height + 2 * padding;
    };
    const drawRow = (cells: readonly string[], header: boolean) => {
      const height = rowHeight(cells, header);
      const y = this.doc.y;
      if (header)
        this.doc.rect(this.left, y, this.width, height).fillColor(COLOURS.headerFill).fill();
      this.doc.font(header ? 'bold' : 'regular').fillColor(COLOURS.text);
      let x = this.left;
      cells.forEach((cell, index) => {
        const width = widths[index] ?? 0;
        this.doc.text(cell, x + padding, y + padding, {
          width: width - 2 * padding,
          align: columns[index]?.align ?? 'left',
        });
        x += width;
      });
      this.doc
        .moveTo(this.left, y + height)
        .lineTo(this.left + this.width, y + height)
        .lineWidth(0.3)
        .strokeColor(COLOURS.rule)
        .stroke();
      this.doc.font('regular');
      this.doc.y = y + height;
    };
    const headings = columns.map((column) => column.heading);
    this.ensureSpace(rowHeight(headings, true) + (rows[0] ? rowHeight(rows[0]) : 0));
    drawRow(headings, true);
    for (const row of rows) {
      if (this.doc.y + rowHeight(row) > this.bottom) {
        this.doc.addPage();
        drawRow(headings, true);
      }
      drawRow(row, false);
    }
    this.doc.moveDown(0.5);
  }

  /** Writes the footer (`footerOf(page, pages)`) on every page and ends the document. */
  async finish(footerOf: (page: number, pages: number) => string): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index += 1) {
      this.doc.switchToPage(index);
      const y = this.doc.page.height - MARGIN - FOOTER_HEIGHT / 2;
      // Writing below the bottom margin would add a page: lift the margin while the footer is drawn.
      const margin = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      this.doc
        .font('regular')
        .fontSize(7.5)
        .fillColor(COLOURS.muted)
        .text(footerOf(index + 1, range.count), this.left, y, {
          width: this.width,
          align: 'right',
          lineBreak: false,
        });
      this.doc.page.margins.bottom = margin;
    }
    this.doc.end();
    return this.finished;
  }
}
