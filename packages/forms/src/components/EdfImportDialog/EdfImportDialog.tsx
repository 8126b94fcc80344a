import type { TranslateFunction } from '@telemed/domain';
import { Button, Dialog, DropZone, FileTrigger } from '@telemed/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import type {
  EdfFileProblem,
  EdfFileProblemCode,
  EdfImportSnapshot,
} from '../../machines/edfImport/edfImportMachine';
import { provideEdfImport } from '../../machines/edfImport/edfImportServices';
import type { EdfImportServices } from '../../machines/edfImport/edfImportServices';
import { failureText } from '../../validation/failureFeedback';
import { TaskStatus } from '../TaskStatus/TaskStatus';
import * as styles from './EdfImportDialog.css';

/** Props of {@link EdfImportDialog}. */
export interface EdfImportDialogProps {
  /** How the file is checked, sent and its import followed (the app's API, or a fake). */
  services: EdfImportServices;
  /** Called once the import completed (the app opens the signals). */
  onImported: (taskId: string) => void;
}

/**
 * The files a picker offers: EDF, EDF+ and BDF, and a WFDB record's header, signal files (any
 * name the header gives, usually `.dat`) and reference annotations (`.atr`).
 */
const ACCEPTED_FILE_TYPES = ['.edf', '.bdf', '.EDF', '.BDF', '.hea', '.dat', '.atr'];

/** The strings key of each finding of the check. */
const PROBLEM_KEYS = {
  'not-edf': 'edfImport.problem.notEdf',
  'wfdb-signal-file-missing': 'edfImport.problem.wfdbSignalFileMissing',
  'wfdb-unreadable': 'edfImport.problem.wfdbUnreadable',
  'too-large': 'edfImport.problem.tooLarge',
  'mixed-sampling-rates': 'edfImport.problem.mixedSamplingRates',
  'no-ecg-signal': 'edfImport.problem.exactlyOneEcg',
  'several-ecg-signals': 'edfImport.problem.exactlyOneEcg',
  'unexpected-channel': 'edfImport.problem.unexpectedChannel',
} as const;

const isProblemCode = (code: string): code is keyof typeof PROBLEM_KEYS =>
  Object.hasOwn(PROBLEM_KEYS, code);

/**
 * Why an import failed, in the interface language: the rule its task names (the constraint keys
 * of `extra.failure`, the same findings as the check before upload), else the server's words.
 */
function importFailureReason(
  failure: unknown,
  translate: TranslateFunction,
  ruleText: (code: EdfFileProblemCode) => string,
): string {
  if (typeof failure === 'object' && failure !== null && 'validationErrors' in failure) {
    const { message, validationErrors } = failure as {
      message: string;
      validationErrors: { constraints: Record<string, string> }[];
    };
    const rule = validationErrors
      .flatMap((error) => Object.keys(error.constraints))
      .find(isProblemCode);
    return rule ? ruleText(rule) : message;
  }
  return failureText(failure, translate);
}

const select = (snapshot: EdfImportSnapshot) => ({
  state: snapshot.value,
  isBusy: snapshot.hasTag('busy'),
  files: snapshot.context.files,
  file: snapshot.context.file,
  problems: snapshot.context.problems,
  upload: snapshot.context.upload,
  failure: snapshot.context.failure,
});

/**
 * The EDF import dialog (clinical-domain §2, §4, §5): an EDF/EDF+/BDF file, or a WFDB record's
 * header with its signal and annotation files (converted to EDF+ in the browser), is dropped or
 * picked, checked before upload with the import rules' messages, sent with a progress bar, then its import task is
 * followed with its progress and a Cancel button; a failure says 'Failed to import EDF file' with
 * the reason, success hands over to the app (which opens the signals). Render it in a `Modal`.
 * @selector [data-import-state] on the body: choosing, checking, invalid, ready, uploading,
 * uploadFailed, importing, failed or imported
 */
export function EdfImportDialog({ services, onImported }: EdfImportDialogProps) {
  const { t } = useFormsTranslation();
  const translate: TranslateFunction = (key, options) => t(key, options);
  const [machine] = useState(() => provideEdfImport(services));
  const actorRef = useActorRef(machine);
  const view = useSelector(actorRef, select);
  const lifecycle = useSelector(actorRef, (snapshot) => snapshot.context.lifecycle);
  const imported = useEffectEvent((taskId: string) => onImported(taskId));
  useEffect(() => {
    const subscription = actorRef.on('import.completed', ({ taskId }) => imported(taskId));
    return () => subscription.unsubscribe();
  }, [actorRef]);

  const choose = (files: File[]) => {
    if (files.length > 0) actorRef.send({ type: 'files.choose', files });
  };
  const state = String(view.state);
  const canStart = state === 'ready' || state === 'uploadFailed';
  const uploadPercent =
    view.upload.total > 0 ? Math.round((view.upload.loaded / view.upload.total) * 100) : 0;
  const problemText = (problem: EdfFileProblem) =>
    t(PROBLEM_KEYS[problem.code], {
      channel: problem.channel ?? '',
      fileName: problem.fileName ?? '',
    });
  const record = view.files.find((chosen) => chosen.name.toLowerCase().endsWith('.hea'));
  const ruleText = (code: EdfFileProblemCode) => problemText({ code, severity: 'error' });

  return (
    <Dialog
      title={t('edfImport.title')}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('edfImport.close')}
          </Button>
          <Button isDisabled={!canStart} onPress={() => actorRef.send({ type: 'import.start' })}>
            {t('edfImport.start')}
          </Button>
        </>
      )}
    >
      <div className={styles.body} data-import-state={state}>
        <DropZone
          className={styles.dropZone}
          isDisabled={view.isBusy}
          aria-label={t('edfImport.dropLabel')}
          onDrop={async (event) => {
            const dropped = event.items.filter((item) => item.kind === 'file');
            choose(await Promise.all(dropped.map((item) => item.getFile())));
          }}
        >
          <p className={styles.hint}>{t('edfImport.dropHint')}</p>
          <FileTrigger
            acceptedFileTypes={ACCEPTED_FILE_TYPES}
            allowsMultiple
            onSelect={(files) => choose(files ? [...files] : [])}
          >
            <Button variant="secondary" isDisabled={view.isBusy}>
              {t('edfImport.choose')}
            </Button>
          </FileTrigger>
        </DropZone>
        {record ? (
          <p>{t('edfImport.record', { name: record.name.replace(/\.hea$/i, '') })}</p>
        ) : (
          view.files[0] && <p>{t('edfImport.file', { name: view.files[0].name })}</p>
        )}
        {state === 'checking' && <p role="status">{t('edfImport.checking')}</p>}
        {state === 'ready' && <p role="status">{t('edfImport.ready')}</p>}
        {view.problems.length > 0 && (
          <ul className={styles.problems} aria-label={t('edfImport.problems')}>
            {view.problems.map((problem) => (
              <li
                key={`${problem.code}-${problem.channel ?? ''}`}
                className={problem.severity === 'error' ? styles.error : undefined}
              >
                {problemText(problem)}
              </li>
            ))}
          </ul>
        )}
        {state === 'uploading' && (
          <>
            <p role="status">{t('edfImport.uploading', { percent: uploadPercent })}</p>
            <progress
              className={styles.progress}
              value={uploadPercent}
              max={100}
              aria-label={t('edfImport.uploadProgress')}
            />
          </>
        )}
        {state === 'uploadFailed' && (
          <p role="alert" className={styles.error}>
            {t('edfImport.uploadFailed', { reason: failureText(view.failure, translate) })}
          </p>
        )}
        {state === 'importing' && <TaskStatus actorRef={lifecycle} />}
        {state === 'failed' && (
          <p role="alert" className={styles.error}>
            {t('edfImport.failed', {
              reason: importFailureReason(view.failure, translate, ruleText),
            })}
          </p>
        )}
        {state === 'imported' && <p role="status">{t('edfImport.imported')}</p>}
      </div>
    </Dialog>
  );
}
