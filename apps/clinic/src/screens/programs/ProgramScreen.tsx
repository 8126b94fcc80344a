import type { Program, ProgramDetailsInput, Step } from '@telemed/domain';
import { Alert, Badge, Button, ConfirmDialog, Text, toastQueue } from '@telemed/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../feedback/errorText';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import { useServices } from '../../services/ServicesContext';
import { DetailList } from '../../shell/DetailList';
import { PageHeader } from '../../shell/PageHeader';
import { SectionCard } from '../../shell/SectionCard';
import * as layout from '../../shell/screenLayout.css';
import { ProgramSteps } from './ProgramSteps';
import type { LibraryContent } from './ProgramSteps';
import { programStatus } from './ProgramsScreen';
import { libraryKey, programsKey } from './programQueries';
import { RichTextView } from './RichTextView';

/** The lifecycle actions of a program's page. */
type ProgramAction = 'publish' | 'unpublish' | 'archive';

/** What the program's page sends back when it saves the program's details whole. */
function detailsOf(program: Program, steps: readonly Step[]): ProgramDetailsInput {
  const {
    _id,
    teamId: _teamId,
    published: _published,
    archived: _archived,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...details
  } = program;
  return { ...details, steps: [...steps] };
}

/**
 * `/clinic/:teamId/programs/:programId` (platform-core §2, clinical-domain §2–§4): one program
 * with its details, description and steps in order. Staff reorder the steps (by button, so by
 * keyboard too), save a step or series to the library, publish, unpublish, archive and delete the
 * program (deletion confirmed: it cannot be undone).
 */
export function ProgramScreen() {
  const { t } = useTranslation();
  const { teamId = '', programId = '' } = useParams();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const params = { teamId, programId };
  const program = useQuery({
    queryKey: [...programsKey(teamId), 'program', programId],
    queryFn: ({ signal }) => client.programs.get({ params }, { signal }),
    meta: toldOnScreen,
  });
  const changed = (updated: Program) => {
    queryClient.setQueryData([...programsKey(teamId), 'program', programId], updated);
    void queryClient.invalidateQueries({ queryKey: [...programsKey(teamId), 'list'] });
  };
  const lifecycle = useMutation({
    mutationFn: (action: ProgramAction) => client.programs[action]({ params }),
    onSuccess: changed,
  });
  const reorder = useMutation({
    mutationFn: (steps: Step[]) =>
      client.programs.update({ params, body: detailsOf(program.data as Program, steps) }),
    onSuccess: changed,
  });
  const saveToLibrary = useMutation({
    mutationFn: (item: LibraryContent) =>
      client.programs.createLibraryItem({ params: { teamId }, body: item }),
    onSuccess: () => {
      toastQueue.show(t('program.savedToLibrary'), { tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: libraryKey(teamId) });
    },
  });

  if (program.isError)
    return (
      <div className={layout.screenColumn}>
        <PageHeader />
        <Text>
          {t('program.loadFailed')} {errorText(program.error, t)}
        </Text>
      </div>
    );
  const current = program.data;
  const failure = lifecycle.error ?? reorder.error ?? saveToLibrary.error;
  const isBusy = lifecycle.isPending || reorder.isPending || saveToLibrary.isPending;
  const move = (index: number, by: -1 | 1) => {
    if (!current) return;
    const steps = [...current.steps];
    const [moved] = steps.splice(index, 1);
    if (moved) steps.splice(index + by, 0, moved);
    reorder.mutate(steps);
  };

  return (
    <div className={layout.screenColumn}>
      <PageHeader />
      {current && (
        <>
          <SectionCard headingId="program-heading" heading={current.title}>
            <div className={layout.actionRow}>
              <Badge>{t(`programs.statuses.${programStatus(current)}`)}</Badge>
              {!current.archived &&
                (current.published ? (
                  <Button
                    variant="secondary"
                    isPending={lifecycle.isPending}
                    onPress={() => lifecycle.mutate('unpublish')}
                  >
                    {t('program.unpublish')}
                  </Button>
                ) : (
                  <Button
                    isPending={lifecycle.isPending}
                    onPress={() => lifecycle.mutate('publish')}
                  >
                    {t('program.publish')}
                  </Button>
                ))}
              {!current.archived && (
                <Button
                  variant="secondary"
                  isDisabled={isBusy}
                  onPress={() => void navigate('edit')}
                >
                  {t('programEditor.edit')}
                </Button>
              )}
              {!current.archived && (
                <Button
                  variant="secondary"
                  isDisabled={isBusy}
                  onPress={() => lifecycle.mutate('archive')}
                >
                  {t('program.archive')}
                </Button>
              )}
              <Button variant="danger" isDisabled={isBusy} onPress={() => setDeleting(true)}>
                {t('program.delete')}
              </Button>
            </div>
            {failure !== null && <Alert tone="error">{errorText(failure, t)}</Alert>}
            <DetailList
              details={[
                [t('programs.fields.author'), current.author],
                [t('program.daysOffAllowed'), current.daysOffAllowed],
                [t('program.startDaysOffset'), current.startDaysOffset],
                [
                  t('program.subscriptionRequired'),
                  current.subscriptionRequired ? t('program.yes') : t('program.no'),
                ],
                [
                  t('program.notifications'),
                  [
                    current.mobileNotifications && t('program.mobile'),
                    current.smsNotifications && t('program.sms'),
                  ]
                    .filter(Boolean)
                    .join(', ') || t('program.none'),
                ],
                [
                  t('programs.columns.restricted'),
                  current.restrictedToMemberIds.length > 0
                    ? t('programs.restrictedTo', { count: current.restrictedToMemberIds.length })
                    : t('programs.everyPatient'),
                ],
                [
                  t('program.introVideo'),
                  current.introVideoUrl && (
                    <a href={current.introVideoUrl} target="_blank" rel="noreferrer noopener">
                      {current.introVideoUrl}
                    </a>
                  ),
                ],
              ]}
            />
            {current.description.length > 0 && <RichTextView document={current.description} />}
          </SectionCard>
          <SectionCard headingId="program-steps-heading" heading={t('program.steps')}>
            <ProgramSteps
              steps={current.steps}
              isBusy={isBusy}
              {...(current.archived ? {} : { onMove: move })}
              onSaveToLibrary={(item) => saveToLibrary.mutate(item)}
            />
          </SectionCard>
        </>
      )}
      <ConfirmDialog
        isOpen={deleting}
        onOpenChange={setDeleting}
        title={t('program.deleteTitle', { title: current?.title ?? '' })}
        message={t('program.deleteMessage')}
        confirmLabel={t('program.delete')}
        onConfirm={async () => {
          await client.programs.remove({ params });
          await queryClient.invalidateQueries({ queryKey: programsKey(teamId) });
          void navigate(`/clinic/${teamId}/programs`);
        }}
      />
    </div>
  );
}
