import { ANSWER_KINDS } from '@telemed/domain';
import type { AnswerKind, Series, Step } from '@telemed/domain';
import {
  FORMS_NAMESPACE,
  programEditorStyles,
  QuestionEditor,
  ReorderableList,
} from '@telemed/forms';
import type { ProgramEditorEvent } from '@telemed/forms';
import { Button, NumberField, Select, SelectItem, Text, TextArea, TextField } from '@telemed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryContent } from '../ProgramSteps';

/** Props of {@link StepsEditor}. */
export interface StepsEditorProps {
  steps: readonly Step[];
  /** Tells the program editor machine a change. */
  send: (event: ProgramEditorEvent) => void;
  /** The message of an issue by property (`steps.0.series.1.title`). */
  errorOf: (property: string) => string | undefined;
  /** Opens the library picker for steps (no step) or for a step's series. */
  onAddFromLibrary: (stepId?: string) => void;
  onSaveToLibrary: (item: LibraryContent) => void;
  onAnnounce: (message: string) => void;
  isDisabled?: boolean;
}

/**
 * A program's steps and their series, each edited in place, added, removed, taken from the
 * library or saved to it, and reordered by drag and drop or by the Up and Down buttons.
 */
export function StepsEditor({
  steps,
  send,
  errorOf,
  onAddFromLibrary,
  onSaveToLibrary,
  onAnnounce,
  isDisabled = false,
}: StepsEditorProps) {
  const { t } = useTranslation();
  const named = (title: string) => title.trim() || t('programEditor.untitled');
  const invalid = (property: string) => ({
    isInvalid: errorOf(property) !== undefined,
    errorMessage: errorOf(property),
  });
  return (
    <>
      {steps.length === 0 && <Text tone="secondary">{t('programEditor.noSteps')}</Text>}
      <ReorderableList
        items={steps}
        nameOf={(step) => named(step.title)}
        onMove={(stepId, to) => send({ type: 'step.move', stepId, to })}
        onAnnounce={onAnnounce}
        isDisabled={isDisabled}
        renderItem={(step, stepIndex, moveControls) => {
          const at = `steps.${stepIndex}`;
          return (
            <section aria-label={t('programEditor.step', { number: stepIndex + 1 })}>
              <div className={programEditorStyles.itemHeader}>
                <strong className={programEditorStyles.itemTitle}>
                  {t('programEditor.step', { number: stepIndex + 1 })}: {named(step.title)}
                </strong>
                {moveControls}
                <Button
                  variant="secondary"
                  isDisabled={isDisabled}
                  onPress={() => onSaveToLibrary({ kind: 'step', step })}
                >
                  {t('programEditor.saveToLibrary')}
                </Button>
                <Button
                  variant="danger"
                  isDisabled={isDisabled}
                  onPress={() => send({ type: 'step.remove', stepId: step.id })}
                >
                  {t('programEditor.removeStep', { title: named(step.title) })}
                </Button>
              </div>
              <div className={programEditorStyles.fieldRow}>
                <TextField
                  label={t('programEditor.stepTitle')}
                  value={step.title}
                  isDisabled={isDisabled}
                  {...invalid(`${at}.title`)}
                  onChange={(title) =>
                    send({ type: 'step.change', stepId: step.id, changes: { title } })
                  }
                />
                <NumberField
                  label={t('programEditor.durationDays')}
                  value={step.durationDays}
                  isDisabled={isDisabled}
                  {...invalid(`${at}.durationDays`)}
                  onChange={(durationDays) =>
                    send({ type: 'step.change', stepId: step.id, changes: { durationDays } })
                  }
                />
                <NumberField
                  label={t('programEditor.suggestedRestDays')}
                  value={step.suggestedRestDays}
                  isDisabled={isDisabled}
                  {...invalid(`${at}.suggestedRestDays`)}
                  onChange={(suggestedRestDays) =>
                    send({ type: 'step.change', stepId: step.id, changes: { suggestedRestDays } })
                  }
                />
              </div>
              <h3>{t('programEditor.series')}</h3>
              <ReorderableList
                items={step.series}
                nameOf={(series) => named(series.title)}
                onMove={(seriesId, to) =>
                  send({ type: 'series.move', stepId: step.id, seriesId, to })
                }
                onAnnounce={onAnnounce}
                isDisabled={isDisabled}
                renderItem={(series, seriesIndex, seriesControls) => (
                  <SeriesEditor
                    stepId={step.id}
                    series={series}
                    at={`${at}.series.${seriesIndex}`}
                    moveControls={seriesControls}
                    send={send}
                    errorOf={errorOf}
                    onSaveToLibrary={onSaveToLibrary}
                    isDisabled={isDisabled}
                  />
                )}
              />
              <div className={programEditorStyles.itemHeader}>
                <Button
                  variant="secondary"
                  isDisabled={isDisabled}
                  onPress={() => send({ type: 'series.add', stepId: step.id })}
                >
                  {t('programEditor.addSeries')}
                </Button>
                <Button
                  variant="secondary"
                  isDisabled={isDisabled}
                  onPress={() => onAddFromLibrary(step.id)}
                >
                  {t('programEditor.addFromLibrary')}
                </Button>
              </div>
            </section>
          );
        }}
      />
    </>
  );
}

/** Props of {@link SeriesEditor}. */
interface SeriesEditorProps {
  stepId: string;
  series: Series;
  /** The series' property path (`steps.0.series.1`). */
  at: string;
  moveControls: React.ReactNode;
  send: (event: ProgramEditorEvent) => void;
  errorOf: (property: string) => string | undefined;
  onSaveToLibrary: (item: LibraryContent) => void;
  isDisabled: boolean;
}

/** One series of a step: its title, description, video and questions. */
function SeriesEditor({
  stepId,
  series,
  at,
  moveControls,
  send,
  errorOf,
  onSaveToLibrary,
  isDisabled,
}: SeriesEditorProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<AnswerKind>('number');
  const seriesId = series.id;
  const title = series.title.trim() || t('programEditor.untitled');
  const invalid = (property: string) => ({
    isInvalid: errorOf(property) !== undefined,
    errorMessage: errorOf(property),
  });
  return (
    <section aria-label={title}>
      <div className={programEditorStyles.itemHeader}>
        <strong className={programEditorStyles.itemTitle}>{title}</strong>
        {moveControls}
        <Button
          variant="secondary"
          isDisabled={isDisabled}
          onPress={() => onSaveToLibrary({ kind: 'series', series })}
        >
          {t('programEditor.saveToLibrary')}
        </Button>
        <Button
          variant="danger"
          isDisabled={isDisabled}
          onPress={() => send({ type: 'series.remove', stepId, seriesId })}
        >
          {t('programEditor.removeSeries', { title })}
        </Button>
      </div>
      <div className={programEditorStyles.fieldRow}>
        <TextField
          label={t('programEditor.seriesTitle')}
          value={series.title}
          isDisabled={isDisabled}
          {...invalid(`${at}.title`)}
          onChange={(value) =>
            send({ type: 'series.change', stepId, seriesId, changes: { title: value } })
          }
        />
        <TextField
          label={t('programEditor.videoUrl')}
          type="url"
          value={series.videoUrl ?? ''}
          isDisabled={isDisabled}
          {...invalid(`${at}.videoUrl`)}
          onChange={(videoUrl) =>
            send({ type: 'series.change', stepId, seriesId, changes: { videoUrl } })
          }
        />
      </div>
      <TextArea
        label={t('programEditor.seriesDescription')}
        value={series.description ?? ''}
        isDisabled={isDisabled}
        {...invalid(`${at}.description`)}
        onChange={(description) =>
          send({ type: 'series.change', stepId, seriesId, changes: { description } })
        }
      />
      <h4>{t('programEditor.questions')}</h4>
      <ol className={programEditorStyles.itemList}>
        {series.questions.map((question, index) => (
          <QuestionEditor
            key={question.id}
            question={question}
            number={index + 1}
            isDisabled={isDisabled}
            errorOf={(property) => errorOf(`${at}.questions.${index}.${property}`)}
            onChange={(changed) =>
              send({ type: 'question.change', stepId, seriesId, question: changed })
            }
            onRemove={() =>
              send({ type: 'question.remove', stepId, seriesId, questionId: question.id })
            }
          />
        ))}
      </ol>
      <div className={programEditorStyles.fieldRow}>
        <Select
          label={t('programEditor.questionKind')}
          selectedKey={kind}
          isDisabled={isDisabled}
          onSelectionChange={(key) => setKind(key as AnswerKind)}
          items={ANSWER_KINDS.map((id) => ({
            id,
            name: t(`programEditor.kinds.${id}`, { ns: FORMS_NAMESPACE }),
          }))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Button
          variant="secondary"
          isDisabled={isDisabled}
          onPress={() => send({ type: 'question.add', stepId, seriesId, kind })}
        >
          {t('programEditor.addQuestion')}
        </Button>
      </div>
    </section>
  );
}
