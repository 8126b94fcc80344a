import type { AdminTeam } from '@telemed/domain';
import {
  Button,
  Cell,
  Column,
  DateTime,
  Row,
  SearchField,
  Table,
  TableBody,
  TableHeader,
} from '@telemed/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../services/ServicesContext';
import { PageHeader } from '../../shell/PageHeader';
import { SectionCard } from '../../shell/SectionCard';
import * as layout from '../../shell/screenLayout.css';
import { adminTeamsKey, TeamFeaturesModal } from './TeamFeaturesModal';

/**
 * `/admin/features` (platform-core §2): every clinic with its members and the areas it shows;
 * a site administrator switches a clinic's areas and examination types on and off.
 */
export function FeaturesScreen() {
  const { t } = useTranslation();
  const { client } = useServices();
  const teams = useQuery({
    queryKey: adminTeamsKey,
    queryFn: ({ signal }) => client.features.listAdminTeams({ signal }),
  });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminTeam | null>(null);
  const wanted = search.trim().toLocaleLowerCase();
  const shown = (teams.data ?? []).filter((team) => team.name.toLocaleLowerCase().includes(wanted));
  const featureNames = (team: AdminTeam) =>
    team.features.map((name) => t(`features.names.${name}`)).join(', ') || t('features.none');

  return (
    <div className={layout.screenColumn}>
      <PageHeader />
      <SectionCard headingId="clinics-heading" heading={t('features.clinics')}>
        <div className={layout.filterRow}>
          <SearchField label={t('features.search')} value={search} onChange={setSearch} />
        </div>
        <Table aria-label={t('features.clinics')} isLoading={teams.isPending} loadingRowCount={3}>
          <TableHeader>
            <Column id="name" isRowHeader>
              {t('features.columns.clinic')}
            </Column>
            <Column id="country">{t('fields.country')}</Column>
            <Column id="members">{t('features.columns.members')}</Column>
            <Column id="features">{t('features.columns.features')}</Column>
            <Column id="created">{t('features.columns.created')}</Column>
            <Column id="actions">{t('features.columns.actions')}</Column>
          </TableHeader>
          <TableBody
            items={shown}
            emptyText={teams.data?.length ? t('features.noMatches') : t('features.empty')}
          >
            {(team) => (
              <Row id={team._id}>
                <Cell>{team.name}</Cell>
                <Cell>{t(`countries.${team.countryContext}`)}</Cell>
                <Cell>{team.memberCount}</Cell>
                <Cell>{featureNames(team)}</Cell>
                <Cell>
                  <DateTime value={team.createdAt} isDateOnly />
                </Cell>
                <Cell>
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={t('features.editNamed', { name: team.name })}
                    onPress={() => setEditing(team)}
                  >
                    {t('features.edit')}
                  </Button>
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </SectionCard>
      <TeamFeaturesModal team={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
