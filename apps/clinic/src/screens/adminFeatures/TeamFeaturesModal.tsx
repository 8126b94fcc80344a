import { FEATURE_NAMES } from '@telemed/domain';
import type { AdminTeam, FeatureName } from '@telemed/domain';
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  Modal,
  Stack,
  toastQueue,
} from '@telemed/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { clinicFeaturesKey } from '../../session/useClinicFeatures';
import * as layout from '../../shell/screenLayout.css';

/** The clinics of the site administrators' pages (GET admin/teams). */
export const adminTeamsKey = ['admin', 'teams'] as const;

const isFeatureName = (value: string): value is FeatureName =>
  (FEATURE_NAMES as readonly string[]).includes(value);

/** Props of {@link TeamFeaturesModal}. */
export interface TeamFeaturesModalProps {
  /** The clinic whose areas are edited; the modal is closed while null. */
  team: AdminTeam | null;
  onClose: () => void;
}

/**
 * One clinic's areas and gated examination types as checkboxes, saved as its complete list
 * (PUT admin/teams/{teamId}/feature-visibilities); its staff see the change on their next load.
 */
export function TeamFeaturesModal({ team, onClose }: TeamFeaturesModalProps) {
  return (
    <Modal isOpen={team !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {/* Mounted per opening, so the boxes start from the clinic's saved features. */}
      {team && <TeamFeaturesDialog team={team} onClose={onClose} />}
    </Modal>
  );
}

function TeamFeaturesDialog({ team, onClose }: { team: AdminTeam; onClose: () => void }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string[]>(team.features);
  const save = useMutation({
    mutationFn: () =>
      client.features.setFeatureVisibilities({
        params: { teamId: team._id },
        body: { names: chosen.filter(isFeatureName) },
      }),
    onSuccess: async () => {
      toastQueue.show(t('features.saved', { name: team.name }), { tone: 'success' });
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTeamsKey }),
        queryClient.invalidateQueries({ queryKey: clinicFeaturesKey(team._id) }),
      ]);
    },
  });

  return (
    <Dialog
      title={t('features.dialogTitle', { name: team.name })}
      footer={(close) => (
        <div className={layout.actionRow}>
          <Button variant="secondary" onPress={close} isDisabled={save.isPending}>
            {t('features.cancel')}
          </Button>
          <Button onPress={() => save.mutate()} isPending={save.isPending}>
            {t('features.save')}
          </Button>
        </div>
      )}
    >
      <Stack space="medium">
        {save.isError && <Alert tone="error">{errorText(save.error, t)}</Alert>}
        <CheckboxGroup label={t('features.areas')} value={chosen} onChange={setChosen}>
          {FEATURE_NAMES.map((name) => (
            <Checkbox key={name} value={name}>
              {t(`features.names.${name}`)}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </Stack>
    </Dialog>
  );
}
