import { DOMAIN_NAMESPACE, SUCCESS_MESSAGE_KEYS, isLanguage } from '@telemed/domain';
import type { Examination, Language, ReportPdfVariant, Task } from '@telemed/domain';
import {
  Button,
  Cell,
  Column,
  Row,
  Select,
  SelectItem,
  Table,
  TableBody,
  TableHeader,
  Text,
  formatDateTime,
  toastQueue,
} from '@telemed/ui';
import {
  TaskStatus,
  taskLifecycleActors,
  taskLifecycleMachine,
  followedTask,
} from '@telemed/forms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import { languageAutonyms } from '../../i18n/languages';
import { useServices } from '../../services/ServicesContext';
import {
  reportPdfTaskServices,
  reportPdfTasksKey,
  reportPdfVariants,
  reportSendingsKey,
} from './reportPdfTasks';
import { downloadTaskFile } from '../../tasks/taskFiles';
import * as styles from './ReportScreen.css';
import { SendReportDialog } from './SendReportDialog';

/** Props of {@link ReportPdfPanel}. */
export interface ReportPdfPanelProps {
  examination: Examination;
  /** The variant chosen first: the page's own report. */
  defaultVariant: ReportPdfVariant;
}

/**
 * The report as a PDF rendered on the server (screen only): the variant, "Download PDF" and
 * "Send report" (an address and a language), the task's progress while it renders, and the
 * history of what was sent to whom and when. A download saves the file once the task completes;
 * a sending says 'Report submitted' once the mail is out.
 */
export function ReportPdfPanel({ examination, defaultVariant }: ReportPdfPanelProps) {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const { client } = services;
  const queryClient = useQueryClient();
  const headingId = useId();
  const variants = reportPdfVariants(examination);
  const [variant, setVariant] = useState<ReportPdfVariant>(defaultVariant);
  const [isSending, setSending] = useState(false);
  const [taskMachine] = useState(() =>
    taskLifecycleMachine.provide({ actors: taskLifecycleActors(reportPdfTaskServices(services)) }),
  );
  const taskActor = useActorRef(taskMachine);
  const isTaskActive = useSelector(taskActor, (snapshot) => snapshot.hasTag('active'));
  const sendings = useQuery({
    queryKey: reportSendingsKey(examination),
    queryFn: ({ signal }) =>
      client.reportPdfTasks.listSendings(
        { params: { teamId: examination.teamId, examinationId: examination._id } },
        { signal },
      ),
    meta: toldOnScreen,
  });
  const create = useMutation({
    mutationFn: (parameters: { language: Language; email?: string }) =>
      client.reportPdfTasks.createTask({
        body: {
          teamId: examination.teamId,
          examinationId: examination._id,
          parameters: { variant, ...parameters },
        },
      }),
    onSuccess: (task) => {
      setSending(false);
      taskActor.send({ type: 'task.follow', task: followedTask(task) });
      void queryClient.invalidateQueries({ queryKey: reportPdfTasksKey });
    },
  });

  // When the followed task completes: a download is saved, a sending confirmed and listed.
  useEffect(() => {
    const completed = taskActor.on('task.completed', ({ taskId }) => {
      const listed = queryClient
        .getQueryData<{ tasks: Task[] }>(reportPdfTasksKey)
        ?.tasks.find((task) => task.id === taskId);
      if (listed?.extra.type !== 'reportPdf') return;
      const { recipient, file } = listed.extra;
      if (recipient) {
        toastQueue.show(t(SUCCESS_MESSAGE_KEYS.reportSubmitted, { ns: DOMAIN_NAMESPACE }), {
          tone: 'success',
        });
        void queryClient.invalidateQueries({ queryKey: reportSendingsKey(examination) });
      } else if (file) {
        void downloadTaskFile(services, listed);
      }
    });
    return () => completed.unsubscribe();
  }, [taskActor, queryClient, services, examination, t]);

  const busy = create.isPending || isTaskActive;
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en-GB';
  return (
    <section aria-labelledby={headingId} className={styles.pdfPanel}>
      <Text id={headingId} weight="bold">
        {t('reports.pdf.heading')}
      </Text>
      <Text size="small" tone="secondary">
        {t('reports.pdf.intro')}
      </Text>
      <div className={styles.toolbarRow}>
        <Select
          label={t('reports.pdf.variant')}
          items={variants.map((id) => ({ id, name: t(`reports.pdf.variants.${id}`) }))}
          selectedKey={variant}
          onSelectionChange={(key) => {
            const chosen = variants.find((id) => id === key);
            if (chosen) setVariant(chosen);
          }}
        >
          {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
        </Select>
        <Button
          variant="secondary"
          isPending={busy}
          isDisabled={busy}
          onPress={() => create.mutate({ language })}
        >
          {t('reports.pdf.download')}
        </Button>
        <Button variant="secondary" isDisabled={busy} onPress={() => setSending(true)}>
          {t('reports.pdf.send')}
        </Button>
      </div>
      {create.error && !isSending && (
        <Text tone="critical" role="alert">
          {errorText(create.error, t)}
        </Text>
      )}
      <div data-testid="report-pdf-status">
        <TaskStatus
          actorRef={taskActor}
          describeTask={(followed) =>
            followed.status === 'completed'
              ? t('reports.pdf.ready')
              : followed.status === 'waiting' || followed.status === 'running'
                ? t('reports.pdf.preparing')
                : undefined
          }
          cancelLabel={t('reports.pdf.cancelTask')}
          describeFailure={(error) => errorText(error, t)}
        />
      </div>
      <Table aria-label={t('reports.pdf.history')}>
        <TableHeader>
          <Column isRowHeader>{t('reports.pdf.sentAt')}</Column>
          <Column>{t('reports.pdf.recipient')}</Column>
          <Column>{t('reports.pdf.variant')}</Column>
          <Column>{t('reports.pdf.language')}</Column>
          <Column>{t('reports.pdf.sentBy')}</Column>
        </TableHeader>
        <TableBody
          items={sendings.data?.sendings ?? []}
          renderEmptyState={() => t('reports.pdf.noHistory')}
        >
          {(sending) => (
            <Row id={sending.id}>
              <Cell>{formatDateTime(sending.sentAt)}</Cell>
              <Cell>{sending.email}</Cell>
              <Cell>{t(`reports.pdf.variants.${sending.variant}`)}</Cell>
              <Cell>{languageAutonyms[sending.language]}</Cell>
              <Cell>{sending.sentBy ?? '—'}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <SendReportDialog
        isOpen={isSending}
        onClose={() => {
          setSending(false);
          create.reset();
        }}
        onSend={(request) => create.mutate(request)}
        isPending={create.isPending}
        error={create.error}
      />
    </section>
  );
}
