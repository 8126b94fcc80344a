import { RAW_HOUR_LIMIT } from '@telemed/domain';
import type { TranslateFunction } from '@telemed/domain';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  NumberField,
  Radio,
  RadioGroup,
  formatDateTimeSeconds,
} from '@telemed/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import type {
  EdfExportInput,
  EdfExportSnapshot,
  ExportFormat,
  ExportRange,
} from '../../machines/edfExport/edfExportMachine';
import { provideEdfExport } from '../../machines/edfExport/edfExportServices';
import type { EdfExportServices } from '../../machines/edfExport/edfExportServices';
import { failureFeedback, failureText } from '../../validation/failureFeedback';
import { TaskStatus } from '../TaskStatus/TaskStatus';
import * as styles from './EdfExportDialog.css';

/** Props of {@link EdfExportDialog}. */
export interface EdfExportDialogProps {
  /** How the export is asked for, found, followed and downloaded (the app's API, or a fake). */
  services: EdfExportServices;
  /** The recording's channels, the window on screen, and an export to follow (a copied link). */
  input: EdfExportInput;
  /** Called once the export task is known, to put it in the page's address. */
  onFollowing?: (taskId: string) => void;
  /** Copies a link that opens this export again (the app knows its addresses). */
  onCopyLink?: (taskId: string) => void;
}

/** The texts that differ for a CSV download of the window shown (`signalsCsv.*`). */
type FormatText = 'title' | 'start' | 'starting' | 'done' | 'download' | 'again' | 'failed';

/** The key of a text of the dialog in the format's words. */
const textKey = (format: ExportFormat, name: FormatText) =>
  format === 'csv' ? (`signalsCsv.${name}` as const) : (`edfExport.${name}` as const);

/** The fields of the choices, as the server names them in its validation errors. */
const FIELD_NAMES = ['keys', 'startDate', 'endDate', 'parameters.samplingRate'];

const select = (snapshot: EdfExportSnapshot) => ({
  isChoosing: snapshot.hasTag('choosing'),
  isBusy: snapshot.hasTag('busy'),
  isStarting: snapshot.matches('starting'),
  isResuming: snapshot.matches('resuming'),
  isExporting: snapshot.matches('exporting'),
  isExported: snapshot.matches('exported'),
  isDownloading: snapshot.matches({ exported: 'downloading' }),
  isFailed: snapshot.matches('failed'),
  context: snapshot.context,
  canStart: snapshot.can({ type: 'export.start' }),
});

/**
 * The EDF+ export dialog (clinical-domain §2, §4): the channels to export, the window shown or the
 * whole recording, and optionally one sampling rate for every channel (with the warning that
 * interpolation makes the export much longer); then the export task with its progress and a
 * Cancel button, a link to copy and come back to, and 'EDF export done' with the download — or
 * 'Failed to export to EDF+' with the reason. In the `csv` format (`input.format`) it downloads
 * the window shown as CSV: no range to choose, nothing resampled, in the words of a download.
 * Render it in a `Modal`.
 * @selector [data-export-state] on the body: choosing, starting, exporting, exported or failed
 */
export function EdfExportDialog({
  services,
  input,
  onFollowing,
  onCopyLink,
}: EdfExportDialogProps) {
  const { t } = useFormsTranslation();
  const translate: TranslateFunction = (key, options) => t(key, options);
  const [machine] = useState(() => provideEdfExport(services));
  const actorRef = useActorRef(machine, { input });
  const view = useSelector(actorRef, select);
  const following = useEffectEvent((taskId: string) => onFollowing?.(taskId));
  useEffect(() => {
    const subscription = actorRef.on('export.following', ({ taskId }) => following(taskId));
    return () => subscription.unsubscribe();
  }, [actorRef]);

  const { context } = view;
  const { format } = context;
  const isEdf = format === 'edf';
  const feedback = view.isChoosing
    ? failureFeedback(context.failure, FIELD_NAMES, translate, (error) =>
        failureText(error, translate),
      )
    : { fieldErrors: {}, formError: undefined };
  const state = view.isStarting
    ? 'starting'
    : view.isExporting
      ? 'exporting'
      : view.isExported
        ? 'exported'
        : view.isFailed
          ? 'failed'
          : 'choosing';
  const taskId = context.task?.id;
  const copyLink = taskId && onCopyLink && (
    <Button variant="secondary" onPress={() => onCopyLink(taskId)}>
      {t('edfExport.copyLink')}
    </Button>
  );

  return (
    <Dialog
      title={t(textKey(format, 'title'))}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('edfExport.close')}
          </Button>
          {(view.isChoosing || view.isStarting) && (
            <Button
              isDisabled={!view.canStart}
              onPress={() => actorRef.send({ type: 'export.start' })}
            >
              {t(textKey(format, 'start'))}
            </Button>
          )}
        </>
      )}
    >
      <div className={styles.body} data-export-state={state}>
        {(view.isChoosing || view.isStarting) && (
          <>
            <CheckboxGroup
              label={t('edfExport.channels')}
              value={context.chosenIds}
              onChange={(ids) => actorRef.send({ type: 'channels.choose', ids })}
              isDisabled={view.isStarting}
              isInvalid={context.chosenIds.length === 0 || Boolean(feedback.fieldErrors.keys)}
              errorMessage={
                feedback.fieldErrors.keys ??
                (context.chosenIds.length === 0 ? t('edfExport.noChannel') : undefined)
              }
            >
              {context.channels.map((channel) => (
                <Checkbox key={channel.id} value={channel.id}>
                  {channel.unit ? `${channel.label} (${channel.unit})` : channel.label}
                </Checkbox>
              ))}
            </CheckboxGroup>
            <RadioGroup
              label={t('edfExport.range')}
              value={context.range}
              onChange={(range) =>
                actorRef.send({ type: 'range.choose', range: range as ExportRange })
              }
              isDisabled={view.isStarting}
              isInvalid={Boolean(feedback.fieldErrors.startDate ?? feedback.fieldErrors.endDate)}
              errorMessage={feedback.fieldErrors.startDate ?? feedback.fieldErrors.endDate}
            >
              {context.shownWindow && (
                <Radio value="shown">
                  {t('edfExport.rangeShown', {
                    from: formatDateTimeSeconds(context.shownWindow.startDate),
                    to: formatDateTimeSeconds(context.shownWindow.endDate),
                  })}
                </Radio>
              )}
              {isEdf && <Radio value="whole">{t('edfExport.rangeWhole')}</Radio>}
            </RadioGroup>
            {!isEdf && (
              <p className={styles.hint}>{t('signalsCsv.intro', { hours: RAW_HOUR_LIMIT })}</p>
            )}
            {isEdf && (
              <div className={styles.resampling}>
                <Checkbox
                  isSelected={context.isResampling}
                  isDisabled={view.isStarting}
                  onChange={(isOn) => actorRef.send({ type: 'resampling.toggle', isOn })}
                >
                  {t('edfExport.resample')}
                </Checkbox>
                {context.isResampling && (
                  <NumberField
                    label={t('edfExport.samplingRate')}
                    unit="Hz"
                    value={context.samplingRate}
                    step={1}
                    isDisabled={view.isStarting}
                    isInvalid={Boolean(feedback.fieldErrors['parameters.samplingRate'])}
                    errorMessage={feedback.fieldErrors['parameters.samplingRate']}
                    onChange={(rate) => actorRef.send({ type: 'samplingRate.change', rate })}
                  />
                )}
              </div>
            )}
            {isEdf && context.isResampling && (
              <p className={styles.warning}>{t('edfExport.interpolationWarning')}</p>
            )}
            {view.isStarting && <p role="status">{t(textKey(format, 'starting'))}</p>}
            {feedback.formError && (
              <p role="alert" className={styles.error}>
                {feedback.formError}
              </p>
            )}
          </>
        )}
        {view.isResuming && <p role="status">{t('edfExport.resuming')}</p>}
        {view.isExporting && (
          <>
            <TaskStatus actorRef={context.lifecycle} />
            {isEdf && <p className={styles.hint}>{t('edfExport.takesLong')}</p>}
            {copyLink && <div className={styles.done}>{copyLink}</div>}
          </>
        )}
        {view.isExported && (
          <>
            <p role="status">{t(textKey(format, 'done'))}</p>
            <div className={styles.done}>
              <Button
                isDisabled={view.isDownloading}
                onPress={() => actorRef.send({ type: 'file.download' })}
              >
                {t(textKey(format, 'download'))}
              </Button>
              {copyLink}
              <Button variant="ghost" onPress={() => actorRef.send({ type: 'export.again' })}>
                {t(textKey(format, 'again'))}
              </Button>
            </div>
            {context.failure !== null && (
              <p role="alert" className={styles.error}>
                {t('edfExport.downloadFailed', { reason: failureText(context.failure, translate) })}
              </p>
            )}
          </>
        )}
        {view.isFailed && (
          <>
            <p role="alert" className={styles.error}>
              {t(textKey(format, 'failed'), { reason: failureText(context.failure, translate) })}
            </p>
            <Button variant="secondary" onPress={() => actorRef.send({ type: 'export.again' })}>
              {t(textKey(format, 'again'))}
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}
