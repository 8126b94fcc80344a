import type { Series, Step } from '@telemed/domain';
import { Button, Text } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './ProgramSteps.css';

/** A step or series to save to the clinic's library, as the library keeps it. */
export type LibraryContent = { kind: 'step'; step: Step } | { kind: 'series'; series: Series };

/** Props of {@link ProgramSteps}. */
export interface ProgramStepsProps {
  steps: readonly Step[];
  /** Moves a step one place up (-1) or down (+1); absent when the program cannot change. */
  onMove?: (index: number, by: -1 | 1) => void;
  /** Saves a step or one of its series to the clinic's library. */
  onSaveToLibrary?: (item: LibraryContent) => void;
  isBusy?: boolean;
}

/**
 * A program's steps in order, each with its days, rest days and series (and their questions).
 * Each step moves up or down by a button, so the order changes by keyboard as well as by pointer.
 */
export function ProgramSteps({
  steps,
  onMove,
  onSaveToLibrary,
  isBusy = false,
}: ProgramStepsProps) {
  const { t } = useTranslation();
  if (steps.length === 0) return <Text tone="secondary">{t('program.noSteps')}</Text>;
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.id} className={styles.step}>
          <div className={styles.stepHeader}>
            <strong>{step.title}</strong>
            <Text tone="secondary">
              {t('program.stepDays', { count: step.durationDays })}
              {step.suggestedRestDays > 0 &&
                ` · ${t('program.restDays', { count: step.suggestedRestDays })}`}
            </Text>
            <span className={styles.actions}>
              {onMove && (
                <>
                  <Button
                    variant="secondary"
                    isDisabled={isBusy || index === 0}
                    aria-label={t('program.moveUp', { title: step.title })}
                    onPress={() => onMove(index, -1)}
                  >
                    {t('program.up')}
                  </Button>
                  <Button
                    variant="secondary"
                    isDisabled={isBusy || index === steps.length - 1}
                    aria-label={t('program.moveDown', { title: step.title })}
                    onPress={() => onMove(index, 1)}
                  >
                    {t('program.down')}
                  </Button>
                </>
              )}
              {onSaveToLibrary && (
                <Button
                  variant="secondary"
                  isDisabled={isBusy}
                  aria-label={t('program.saveStepToLibrary', { title: step.title })}
                  onPress={() => onSaveToLibrary({ kind: 'step', step })}
                >
                  {t('program.saveToLibrary')}
                </Button>
              )}
            </span>
          </div>
          <ol className={styles.series}>
            {step.series.map((series) => (
              <li key={series.id}>
                <span className={styles.stepHeader}>
                  <span>
                    {series.title}
                    {' · '}
                    {t('program.questions', { count: series.questions.length })}
                  </span>
                  {onSaveToLibrary && (
                    <Button
                      variant="secondary"
                      isDisabled={isBusy}
                      aria-label={t('program.saveSeriesToLibrary', { title: series.title })}
                      onPress={() => onSaveToLibrary({ kind: 'series', series })}
                    >
                      {t('program.saveToLibrary')}
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ol>
  );
}
