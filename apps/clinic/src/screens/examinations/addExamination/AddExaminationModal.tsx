import { DOMAIN_NAMESPACE, SUCCESS_MESSAGE_KEYS } from '@telemed/domain';
import type { Examination } from '@telemed/domain';
import { AddExaminationDialog } from '@telemed/forms';
import { Modal, toastQueue } from '@telemed/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../feedback/errorText';
import { useServices } from '../../../services/ServicesContext';
import { addExaminationServices } from './addExaminationServices';

/** Props of {@link AddExaminationModal}. */
export interface AddExaminationModalProps {
  /** The clinic the examination belongs to. */
  teamId: string;
  /** The patient's member id on a patient's page: no patient search and no Import. */
  fixedMemberId?: string;
  isOpen: boolean;
  /** Called when the modal should close: Close, Escape, the × button, or after a save. */
  onClose(): void;
  /** Called with the saved examination, before the app navigates to it. */
  onCreated?(examination: Examination): void;
}

/**
 * The add-examination modal (platform-core §2): the form of @telemed/forms over the portal's
 * API. A saved examination opens its page; a refused one keeps the modal open with an error
 * toast (§8) and the server's messages under their fields.
 */
export function AddExaminationModal({
  teamId,
  fixedMemberId,
  isOpen,
  onClose,
  onCreated,
}: AddExaminationModalProps) {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const [formServices] = useState(() => addExaminationServices(services));
  // react-aria's collection components (Tabs, say) render their children a second time into a
  // hidden document to find their items; an overlay portalled from there would open twice.
  const [isInPage, setInPage] = useState(false);
  const marker = useCallback((node: HTMLSpanElement | null) => {
    setInPage(node instanceof HTMLElement && node.isConnected);
  }, []);
  const created = (examination: Examination) => {
    toastQueue.show(t(SUCCESS_MESSAGE_KEYS.examinationCreated, { ns: DOMAIN_NAMESPACE }), {
      tone: 'success',
    });
    onCreated?.(examination);
    onClose();
    void navigate(`/clinic/${teamId}/examinations/${examination._id}`);
  };
  const saveFailed = (error: unknown) =>
    toastQueue.show(t('addExamination.saveFailed', { message: errorText(error, t) }), {
      tone: 'error',
    });
  return (
    <>
      <span ref={marker} hidden />
      <Modal isOpen={isOpen && isInPage} onOpenChange={(open) => !open && onClose()}>
        {/* Mounted only while open, so every opening starts from a fresh draft and "now". */}
        <AddExaminationDialog
          teamId={teamId}
          fixedMemberId={fixedMemberId}
          services={formServices}
          onCreated={created}
          onSaveFailed={saveFailed}
        />
      </Modal>
    </>
  );
}
