import { DOMAIN_NAMESPACE, VALIDATION_MESSAGE_KEYS } from '@telemed/domain';
import type { LibraryItemKind, Program } from '@telemed/domain';
import {
  isProgramEditorChanged,
  programEditorActors,
  programEditorApiServices,
  programEditorIssues,
  programEditorMachine,
  RichTextEditor,
  programEditorStyles,
} from '@telemed/forms';
import {
  Alert,
  Button,
  ConfirmDialog,
  Modal,
  NumberField,
  Switch,
  Text,
  TextField,
  toastQueue,
} from '@telemed/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, useParams } from 'react-router';
import { errorText } from '../../../feedback/errorText';
import { useServices } from '../../../services/ServicesContext';
import * as shell from '../../../shell/layout.css';
import { PageHeader } from '../../../shell/PageHeader';
import { SectionCard } from '../../../shell/SectionCard';
import * as layout from '../../../shell/screenLayout.css';
import type { LibraryContent } from '../ProgramSteps';
import { libraryKey, programsKey } from '../programQueries';
import { LibraryPicker } from './LibraryPicker';

import { RestrictionPicker } from './RestrictionPicker';
import { StepsEditor } from './StepsEditor';

/** Where the library picker adds: the program's steps, or the series of one step. */
type PickerTarget = { kind: LibraryItemKind; stepId?: string };

/**
 * `/clinic/:teamId/programs/:programId/edit` (clinical-domain §2–§5; issue 23): the program
 * editor, a page of its own so the program's page stays a reading view. Every field of the
 * program, its description as a block document, its restriction to chosen patients, and its
 * steps, series and questions — from the library or new — held by `programEditorMachine` and
 * saved whole. Leaving with unsaved changes asks first (in the app and on closing the tab).
 */
export function ProgramEditorScreen() {
  const { t } = useTranslation();
  const { teamId = '', programId = '' } = useParams();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      programEditorMachine.provide({
        actors: programEditorActors(programEditorApiServices(client)),
      }),
    [client],
  );
  const [snapshot, send, actor] = useMachine(machine, { input: { teamId, programId } });
  const [picker, setPicker] = useState<PickerTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const { context } = snapshot;
  const changed = isProgramEditorChanged(context);
  const busy = snapshot.hasTag('busy');
  const issues = programEditorIssues(context);
  const hasIssues = Object.keys(issues).length > 0;
  // A refused Save (by the draft's own checks at once, or the server's later) takes focus to the
  // first field it names — once per Save, not again while the user fixes them.
  const editorRef = useRef<HTMLDivElement>(null);
  const focusAfterSave = useRef(false);
  const saving = snapshot.matches({ ready: { draft: 'saving' } });
  useEffect(() => {
    if (!focusAfterSave.current) return;
    if (hasIssues) {
      focusAfterSave.current = false;
      editorRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    } else if (!saving) focusAfterSave.current = false;
  });

  useEffect(() => {
    const subscription = actor.on('program.saved', ({ program }: { program: Program }) => {
      queryClient.setQueryData([...programsKey(teamId), 'program', programId], program);
      void queryClient.invalidateQueries({ queryKey: [...programsKey(teamId), 'list'] });
      toastQueue.show(t('programEditor.saved'), { tone: 'success' });
    });
    return () => subscription.unsubscribe();
  }, [actor, queryClient, teamId, programId, t]);

  useEffect(() => {
    if (!changed) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changed && currentLocation.pathname !== nextLocation.pathname,
  );

  const saveToLibrary = useMutation({
    mutationFn: (item: LibraryContent) =>
      client.programs.createLibraryItem({ params: { teamId }, body: item }),
    onSuccess: () => {
      toastQueue.show(t('programEditor.savedToLibrary'), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: libraryKey(teamId) });
      if (context.library !== null) send({ type: 'library.load' });
    },
  });

  const errorOf = (property: string) => {
    const issue = issues[property];
    return issue
      ? t(VALIDATION_MESSAGE_KEYS[issue.constraint], { ns: DOMAIN_NAMESPACE, ...issue.values })
      : undefined;
  };
  const invalid = (property: string) => ({
    isInvalid: errorOf(property) !== undefined,
    errorMessage: errorOf(property),
  });
  const openPicker = (target: PickerTarget) => {
    send({ type: 'library.load' });
    setPicker(target);
  };
  const programPage = `/clinic/${teamId}/programs/${programId}`;

  if (snapshot.matches('loadFailed'))
    return (
      <div className={layout.screenColumn}>
        <PageHeader />
        <Alert tone="error">
          {t('programEditor.loadFailed')} {errorText(context.failure, t)}
        </Alert>
        <div>
          <Button onPress={() => send({ type: 'program.reload' })}>
            {t('programEditor.retry')}
          </Button>
        </div>
      </div>
    );
  const { draft } = context;
  if (!draft) return <PageHeader />;

  return (
    <div className={layout.screenColumn} ref={editorRef}>
      <PageHeader />
      <SectionCard
        headingId="program-editor-heading"
        heading={t('programEditor.heading', { title: context.program?.title ?? '' })}
      >
        <div className={layout.actionRow}>
          <Button
            isPending={saving}
            onPress={() => {
              focusAfterSave.current = true;
              send({ type: 'program.save' });
            }}
          >
            {t('programEditor.save')}
          </Button>
          <Button
            variant="secondary"
            isDisabled={busy || !changed}
            onPress={() => send({ type: 'changes.discard' })}
          >
            {t('programEditor.discard')}
          </Button>
          <Button variant="secondary" onPress={() => void navigate(programPage)}>
            {t('programEditor.back')}
          </Button>
        </div>
        {changed && <Text tone="secondary">{t('programEditor.unsaved')}</Text>}
        {hasIssues && <Alert tone="error">{t('programEditor.fixIssues')}</Alert>}
        {context.failure !== null && <Alert tone="error">{errorText(context.failure, t)}</Alert>}
        {saveToLibrary.error !== null && (
          <Alert tone="error">{errorText(saveToLibrary.error, t)}</Alert>
        )}
      </SectionCard>
      <SectionCard headingId="program-editor-details" heading={t('programEditor.details')}>
        <div className={programEditorStyles.fieldRow}>
          <TextField
            label={t('programEditor.title')}
            value={draft.title}
            isRequired
            isDisabled={busy}
            {...invalid('title')}
            onChange={(value) => send({ type: 'field.set', field: 'title', value })}
          />
          <TextField
            label={t('programEditor.author')}
            value={draft.author ?? ''}
            isDisabled={busy}
            {...invalid('author')}
            onChange={(value) => send({ type: 'field.set', field: 'author', value })}
          />
          <TextField
            label={t('programEditor.introVideoUrl')}
            type="url"
            value={draft.introVideoUrl ?? ''}
            isDisabled={busy}
            {...invalid('introVideoUrl')}
            onChange={(value) => send({ type: 'field.set', field: 'introVideoUrl', value })}
          />
          <TextField
            label={t('programEditor.thumbnailUrl')}
            type="url"
            value={draft.thumbnailUrl ?? ''}
            isDisabled={busy}
            {...invalid('thumbnailUrl')}
            onChange={(value) => send({ type: 'field.set', field: 'thumbnailUrl', value })}
          />
          <NumberField
            label={t('programEditor.daysOffAllowed')}
            value={draft.daysOffAllowed}
            isDisabled={busy}
            {...invalid('daysOffAllowed')}
            onChange={(value) => send({ type: 'field.set', field: 'daysOffAllowed', value })}
          />
          <NumberField
            label={t('programEditor.startDaysOffset')}
            value={draft.startDaysOffset}
            isDisabled={busy}
            {...invalid('startDaysOffset')}
            onChange={(value) => send({ type: 'field.set', field: 'startDaysOffset', value })}
          />
        </div>
        <Switch
          isSelected={draft.subscriptionRequired}
          isDisabled={busy}
          onChange={(value) => send({ type: 'field.set', field: 'subscriptionRequired', value })}
        >
          {t('programEditor.subscriptionRequired')}
        </Switch>
        <Switch
          isSelected={draft.mobileNotifications}
          isDisabled={busy}
          onChange={(value) => send({ type: 'field.set', field: 'mobileNotifications', value })}
        >
          {t('programEditor.mobileNotifications')}
        </Switch>
        <Switch
          isSelected={draft.smsNotifications}
          isDisabled={busy}
          onChange={(value) => send({ type: 'field.set', field: 'smsNotifications', value })}
        >
          {t('programEditor.smsNotifications')}
        </Switch>
        <RichTextEditor
          document={draft.description}
          isDisabled={busy}
          {...(errorOf('description') ? { errorMessage: errorOf('description') } : {})}
          onChange={(value) => send({ type: 'field.set', field: 'description', value })}
        />
        <RestrictionPicker
          teamId={teamId}
          memberIds={draft.restrictedToMemberIds}
          isDisabled={busy}
          {...(errorOf('restrictedToMemberIds')
            ? { errorMessage: errorOf('restrictedToMemberIds') }
            : {})}
          onChange={(value) => send({ type: 'field.set', field: 'restrictedToMemberIds', value })}
        />
      </SectionCard>
      <SectionCard headingId="program-editor-steps" heading={t('programEditor.steps')}>
        <StepsEditor
          steps={draft.steps}
          send={send}
          errorOf={errorOf}
          isDisabled={busy}
          onAnnounce={setAnnouncement}
          onAddFromLibrary={(stepId) =>
            openPicker(stepId ? { kind: 'series', stepId } : { kind: 'step' })
          }
          onSaveToLibrary={(item) => saveToLibrary.mutate(item)}
        />
        <div className={layout.actionRow}>
          <Button variant="secondary" isDisabled={busy} onPress={() => send({ type: 'step.add' })}>
            {t('programEditor.addStep')}
          </Button>
          <Button
            variant="secondary"
            isDisabled={busy}
            onPress={() => openPicker({ kind: 'step' })}
          >
            {t('programEditor.addFromLibrary')}
          </Button>
        </div>
      </SectionCard>
      <div aria-live="polite" className={shell.visuallyHidden}>
        {announcement}
      </div>
      <Modal isOpen={picker !== null} onOpenChange={(open) => !open && setPicker(null)}>
        {picker && (
          <LibraryPicker
            kind={picker.kind}
            items={context.library}
            failure={context.libraryFailure}
            onPick={(item) => {
              if (item.kind === 'step') send({ type: 'library.addStep', step: item.step });
              else if (picker.stepId)
                send({ type: 'library.addSeries', stepId: picker.stepId, series: item.series });
              setPicker(null);
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        isOpen={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
        title={t('programEditor.leaveTitle')}
        message={t('programEditor.leaveMessage')}
        confirmLabel={t('programEditor.leave')}
        onConfirm={() => {
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      />
    </div>
  );
}
