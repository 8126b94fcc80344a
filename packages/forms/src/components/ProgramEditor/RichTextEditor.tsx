import { RICH_TEXT_BLOCK_TYPES } from '@telemed/domain';
import type { RichText, RichTextBlock, RichTextRun } from '@telemed/domain';
import { Button, Checkbox, Select, SelectItem, TextField } from '@telemed/ui';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import * as styles from './ProgramEditor.css';

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** The document as the program holds it. */
  document: RichText;
  onChange: (document: RichText) => void;
  /** The message of the description's issue, if any. */
  errorMessage?: string;
  isDisabled?: boolean;
}

const EMPTY_RUN: RichTextRun = { text: '', bold: false, italic: false, href: null };

/** A copy of `items` with the item at `index` replaced. */
const replaced = <Item,>(items: readonly Item[], index: number, item: Item) =>
  items.map((each, at) => (at === index ? item : each));

/**
 * Edits a description as the block document it is (docs/decisions.md), never as HTML: each
 * block has its type (paragraph, heading, list item) and its spans of text, each span bold,
 * italic or a link. What is typed is kept as typed; the server drops empty blocks and joins
 * alike spans when it saves.
 */
export function RichTextEditor({
  document,
  onChange,
  errorMessage,
  isDisabled = false,
}: RichTextEditorProps) {
  const { t } = useFormsTranslation();
  const changeBlock = (index: number, block: RichTextBlock) =>
    onChange(replaced(document, index, block));
  return (
    <fieldset
      className={styles.item}
      aria-describedby={errorMessage ? 'description-error' : undefined}
    >
      <legend>{t('programEditor.description')}</legend>
      <ol className={styles.itemList}>
        {document.map((block, index) => {
          const number = index + 1;
          return (
            <li
              key={index}
              className={styles.item}
              aria-label={t('programEditor.block', { number })}
            >
              <div className={styles.itemHeader}>
                <Select
                  label={t('programEditor.blockType')}
                  selectedKey={block.type}
                  isDisabled={isDisabled}
                  onSelectionChange={(type) =>
                    changeBlock(index, { ...block, type: type as RichTextBlock['type'] })
                  }
                  items={RICH_TEXT_BLOCK_TYPES.map((id) => ({
                    id,
                    name: t(`programEditor.blockTypes.${id}`),
                  }))}
                >
                  {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
                </Select>
                <Button
                  variant="secondary"
                  isDisabled={isDisabled}
                  onPress={() => onChange(document.filter((_, at) => at !== index))}
                >
                  {t('programEditor.removeBlock', { number })}
                </Button>
              </div>
              {block.runs.map((run, runIndex) => {
                const changeRun = (changes: Partial<RichTextRun>) =>
                  changeBlock(index, {
                    ...block,
                    runs: replaced(block.runs, runIndex, { ...run, ...changes }),
                  });
                return (
                  <div key={runIndex} className={styles.fieldRow}>
                    <TextField
                      label={t('programEditor.run')}
                      value={run.text}
                      isDisabled={isDisabled}
                      onChange={(text) => changeRun({ text })}
                    />
                    <Checkbox
                      isSelected={run.bold}
                      isDisabled={isDisabled}
                      onChange={(bold) => changeRun({ bold })}
                    >
                      {t('programEditor.bold')}
                    </Checkbox>
                    <Checkbox
                      isSelected={run.italic}
                      isDisabled={isDisabled}
                      onChange={(italic) => changeRun({ italic })}
                    >
                      {t('programEditor.italic')}
                    </Checkbox>
                    <TextField
                      label={t('programEditor.link')}
                      type="url"
                      value={run.href ?? ''}
                      isDisabled={isDisabled}
                      onChange={(href) => changeRun({ href: href.trim() === '' ? null : href })}
                    />
                    {block.runs.length > 1 && (
                      <Button
                        variant="secondary"
                        isDisabled={isDisabled}
                        onPress={() =>
                          changeBlock(index, {
                            ...block,
                            runs: block.runs.filter((_, at) => at !== runIndex),
                          })
                        }
                      >
                        {t('programEditor.removeRun')}
                      </Button>
                    )}
                  </div>
                );
              })}
              <div>
                <Button
                  variant="secondary"
                  isDisabled={isDisabled}
                  onPress={() => changeBlock(index, { ...block, runs: [...block.runs, EMPTY_RUN] })}
                >
                  {t('programEditor.addRun')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {errorMessage && (
        <p id="description-error" role="alert">
          {errorMessage}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          isDisabled={isDisabled}
          onPress={() => onChange([...document, { type: 'paragraph', runs: [EMPTY_RUN] }])}
        >
          {t('programEditor.addBlock')}
        </Button>
      </div>
    </fieldset>
  );
}
