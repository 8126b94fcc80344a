import { z } from 'zod';

/*
 * Rich text (a program's description, clinical-domain §3 "description (HTML)") as a document of
 * blocks of text runs, never markup: nothing a client renders from it can run script or load a
 * resource, since clients build elements from the blocks and links accept only http, https and
 * mailto. Parsing is the server's sanitizing: unknown keys are rejected, runs of whitespace-only
 * text and empty blocks are dropped, neighbouring runs of the same marks are joined.
 */

/** The kinds of block: paragraph, heading, item of a bulleted or numbered list. */
export const RICH_TEXT_BLOCK_TYPES = [
  'paragraph',
  'heading',
  'bulletItem',
  'numberedItem',
] as const;

/** Most blocks of a document and characters of one block. */
export const RICH_TEXT_MAX_BLOCKS = 200;
export const RICH_TEXT_MAX_BLOCK_LENGTH = 4000;

/** A link target: an absolute http, https or mailto address. */
const LinkSchema = z
  .string({ error: 'invalidType' })
  .max(2000, { error: 'tooLong' })
  .refine(
    (href) => {
      if (!URL.canParse(href)) return false;
      return ['http:', 'https:', 'mailto:'].includes(new URL(href).protocol);
    },
    { message: 'invalidUrl' },
  );

const RunSchema = z.strictObject({
  text: z.string({ error: 'invalidType' }),
  bold: z.boolean({ error: 'invalidType' }).default(false),
  italic: z.boolean({ error: 'invalidType' }).default(false),
  href: LinkSchema.nullable().default(null),
});

/** A span of text with its marks. */
export type RichTextRun = z.output<typeof RunSchema>;

/** Drops empty runs and joins neighbours that look alike. */
function tidyRuns(runs: readonly RichTextRun[]): RichTextRun[] {
  const tidy: RichTextRun[] = [];
  for (const run of runs) {
    if (run.text === '') continue;
    const last = tidy.at(-1);
    if (last && last.bold === run.bold && last.italic === run.italic && last.href === run.href)
      tidy[tidy.length - 1] = { ...last, text: last.text + run.text };
    else tidy.push(run);
  }
  return tidy;
}

const BlockSchema = z
  .strictObject({
    type: z.enum(RICH_TEXT_BLOCK_TYPES, { error: 'invalidValue' }),
    runs: z.array(RunSchema).max(RICH_TEXT_MAX_BLOCK_LENGTH, { error: 'tooLong' }),
  })
  .refine(
    (block) =>
      block.runs.reduce((length, run) => length + run.text.length, 0) <= RICH_TEXT_MAX_BLOCK_LENGTH,
    { message: 'tooLong' },
  )
  .transform((block) => ({ type: block.type, runs: tidyRuns(block.runs) }));

/** A paragraph, heading or list item. */
export type RichTextBlock = z.output<typeof BlockSchema>;

/** A rich-text document: its blocks in order; blocks left without text are dropped. */
export const RichTextSchema = z
  .array(BlockSchema)
  .max(RICH_TEXT_MAX_BLOCKS, { error: 'tooLong' })
  .transform((blocks) =>
    blocks.filter((block) => block.runs.some((run) => run.text.trim() !== '')),
  );

export type RichText = z.output<typeof RichTextSchema>;
export type RichTextInput = z.input<typeof RichTextSchema>;
