import {
  DOMAIN_NAMESPACE,
  ISSUE_DESCRIPTION_MAX_LENGTH,
  ISSUE_REPORT_CATEGORIES,
  SUCCESS_MESSAGE_KEYS,
} from '@telemed/domain';
import type { CreateIssueReportBody, IssueReportCategory } from '@telemed/domain';
import {
  Alert,
  Button,
  Dialog,
  Form,
  Modal,
  Select,
  SelectItem,
  Text,
  TextArea,
  toastQueue,
} from '@telemed/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { useServerFeedback } from '../forms/useServerFeedback';
import { useValidationMessages } from '../forms/useValidationMessages';
import { useServices } from '../services/ServicesContext';
import { useSession } from '../session/useSession';
import { useTeams } from '../session/useTeams';
import * as layout from './screenLayout.css';

const FORM_ID = 'issue-report-form';

/** Props of {@link IssueReportModal}. */
export interface IssueReportModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Reporting a problem from any screen (clinical-domain §7): one of the nine categories and what
 * happened. The clinic on screen (or the active one) and the examination on screen go with it,
 * so support can find them; 'Report submitted' confirms.
 */
export function IssueReportModal({ isOpen, onClose }: IssueReportModalProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {/* Mounted per opening, so each report starts empty. */}
      <IssueReportDialog onClose={onClose} />
    </Modal>
  );
}

function IssueReportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const { activeTeamId } = useSession();
  const teams = useTeams();
  const { fieldError } = useValidationMessages();
  // The deepest route on screen holds every id of the page (the layout's own match has none).
  const params = useMatches().at(-1)?.params ?? {};
  const teamId = params.teamId ?? activeTeamId ?? undefined;
  const examinationId = params.examinationId;
  const teamName = teams.data?.find((team) => team._id === teamId)?.name;
  const [category, setCategory] = useState<IssueReportCategory | null>(null);
  const submit = useMutation({
    mutationFn: (body: CreateIssueReportBody) => client.issueReports.submitIssueReport({ body }),
    onSuccess: () => {
      toastQueue.show(t(SUCCESS_MESSAGE_KEYS.reportSubmitted, { ns: DOMAIN_NAMESPACE }), {
        tone: 'success',
      });
      onClose();
    },
  });
  const { fieldErrors, formError } = useServerFeedback(submit.error, ['category', 'description']);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The form's native check (the category is required) stops a submit without one.
    if (!category) return;
    submit.mutate({
      category,
      description: String(new FormData(event.currentTarget).get('description') ?? '').trim(),
      ...(teamId ? { teamId } : {}),
      ...(examinationId ? { examinationId } : {}),
    });
  };

  return (
    <Dialog
      title={t('issueReport.title')}
      footer={(close) => (
        <div className={layout.actionRow}>
          <Button variant="secondary" onPress={close} isDisabled={submit.isPending}>
            {t('issueReport.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} isPending={submit.isPending}>
            {t('issueReport.submit')}
          </Button>
        </div>
      )}
    >
      <Form id={FORM_ID} onSubmit={send} validationErrors={fieldErrors}>
        {formError && <Alert tone="error">{formError}</Alert>}
        <Select
          name="category"
          label={t('issueReport.category')}
          items={ISSUE_REPORT_CATEGORIES.map((id) => ({
            id,
            name: t(`issueReport.categories.${id}`),
          }))}
          selectedKey={category}
          onSelectionChange={(key) =>
            setCategory(ISSUE_REPORT_CATEGORIES.find((id) => id === key) ?? null)
          }
          isRequired
          // Invalid by the server's word; otherwise the native required check decides.
          isInvalid={fieldErrors.category === undefined ? undefined : true}
          errorMessage={
            fieldErrors.category ?? t('validation.isRequired', { ns: DOMAIN_NAMESPACE })
          }
        >
          {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
        </Select>
        <TextArea
          name="description"
          label={t('issueReport.description')}
          description={t('issueReport.descriptionHint')}
          isRequired
          maxLength={ISSUE_DESCRIPTION_MAX_LENGTH}
          rows={6}
          errorMessage={fieldError}
        />
        {(teamName || examinationId) && (
          <Text size="small" tone="secondary">
            {examinationId
              ? t('issueReport.attachedExamination', { clinic: teamName ?? '' })
              : t('issueReport.attachedClinic', { clinic: teamName })}
          </Text>
        )}
      </Form>
    </Dialog>
  );
}
