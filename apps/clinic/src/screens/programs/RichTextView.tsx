import type { RichText, RichTextBlock, RichTextRun } from '@telemed/domain';
import type { ReactNode } from 'react';

/** Props of {@link RichTextView}. */
export interface RichTextViewProps {
  document: RichText;
}

function Run({ run }: { run: RichTextRun }) {
  let content: ReactNode = run.text;
  if (run.bold) content = <strong>{content}</strong>;
  if (run.italic) content = <em>{content}</em>;
  // The server accepts only http, https and mailto links (docs/decisions.md).
  if (run.href)
    content = (
      <a href={run.href} target="_blank" rel="noreferrer noopener">
        {content}
      </a>
    );
  return content;
}

const runsOf = (block: RichTextBlock) =>
  block.runs.map((run, index) => <Run key={index} run={run} />);

/** Consecutive list items of one kind, gathered into one list. */
function groups(document: RichText): RichTextBlock[][] {
  const grouped: RichTextBlock[][] = [];
  for (const block of document) {
    const last = grouped.at(-1);
    const isItem = block.type === 'bulletItem' || block.type === 'numberedItem';
    if (isItem && last?.[0]?.type === block.type) last.push(block);
    else grouped.push([block]);
  }
  return grouped;
}

/**
 * A program's description, built as elements from its blocks: never parsed as HTML, so nothing
 * typed into it can run.
 */
export function RichTextView({ document }: RichTextViewProps) {
  return (
    <>
      {groups(document).map((group, index) => {
        const [first] = group;
        if (!first) return null;
        switch (first.type) {
          case 'heading':
            return <h3 key={index}>{runsOf(first)}</h3>;
          case 'paragraph':
            return <p key={index}>{runsOf(first)}</p>;
          default: {
            const List = first.type === 'bulletItem' ? 'ul' : 'ol';
            return (
              <List key={index}>
                {group.map((item, itemIndex) => (
                  <li key={itemIndex}>{runsOf(item)}</li>
                ))}
              </List>
            );
          }
        }
      })}
    </>
  );
}
