import type { CovidAlert, CovidReportView } from '@telemed/domain';
import { useId, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../format/dateTime';
import type { UnitSettings } from '../../format/units';
import { StatusBadge } from '../Badge/Badge';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { DateTime } from '../Formatted/DateTime';
import { Link } from '../Link/Link';
import { Heading } from '../Typography/Heading';
import { Text } from '../Typography/Text';
import { COVID_VITALS, formatCovidVital } from './covidVitalsFormat';
import type { CovidVital } from './covidVitalsFormat';
import * as styles from './CovidMonitoringCard.css';

/** Alerts listed before "Show all": the most severe and newest, which a shift reads first. */
const ALERTS_SHOWN_FIRST = 5;

/** Props of {@link CovidMonitoringCard}. */
export interface CovidMonitoringCardProps {
  /** The monitoring as the server computed it (GET teams/{teamId}/report). */
  view: CovidReportView;
  /** Where the examination opens. */
  examinationHref: string;
  /** The reader's units: temperatures in °C or °F. */
  units: UnitSettings;
  /** Acknowledges an alert; without it the alerts are read only. */
  onAcknowledge?: (alert: CovidAlert) => void;
  /** Alerts whose acknowledgement is being saved. */
  acknowledging?: ReadonlySet<string>;
  /**
   * Level of the card's heading in the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
}

/**
 * One COVID home monitoring on the dashboard (issue 22): the patient, the latest vitals, the
 * alerts of the COVID analysis in the server's order (most severe, then newest) with who
 * acknowledged each, and the day-by-day means. It ranks and judges nothing itself.
 * @selector [data-new-alerts] on the card while an alert awaits acknowledgement;
 * [data-acknowledged] on an acknowledged alert
 */
export function CovidMonitoringCard({
  view,
  examinationHref,
  units,
  onAcknowledge,
  acknowledging,
  headingLevel = 3,
}: CovidMonitoringCardProps) {
  const { t } = useTranslation('ui');
  const { locale } = useLocale();
  const headingId = useId();
  const periodId = useId();
  const trendId = useId();
  const [showsAllAlerts, setShowsAllAlerts] = useState(false);
  const rates = {
    perMinute: t('covidMonitoring.perMinute'),
    beatsPerMinute: t('covidMonitoring.beatsPerMinute'),
  };
  const format = (vital: CovidVital, value: number | null) =>
    formatCovidVital(vital, value, locale, units, rates);
  const alertName = (alert: CovidAlert) => t(`covidMonitoring.alertTypes.${alert.type}`);
  const shownAlerts = showsAllAlerts ? view.alerts : view.alerts.slice(0, ALERTS_SHOWN_FIRST);
  const { latestVitals, report } = view;

  return (
    <Card
      // An article, not a landmark: a dashboard holds many cards, and two monitorings of one
      // patient in the same days would be landmarks of one name. Named by the patient and the
      // monitoring's dates: one patient may be monitored more than once.
      as="article"
      aria-labelledby={`${headingId} ${periodId}`}
      data-new-alerts={view.newAlerts > 0 || undefined}
    >
      <div className={styles.header}>
        <Heading level={headingLevel} id={headingId}>
          {view.patientFullName}
        </Heading>
        <StatusBadge status={view.status} />
      </div>
      <Link href={examinationHref} id={periodId}>
        {t('covidMonitoring.openExamination', {
          start: formatDateTime(view.startDate),
          end: formatDateTime(view.endDate),
        })}
      </Link>

      <Heading level={(headingLevel + 1) as 3 | 4 | 5}>{t('covidMonitoring.latestVitals')}</Heading>
      {latestVitals ? (
        <>
          <Text tone="secondary">
            {t('covidMonitoring.measuredAt')} <DateTime value={latestVitals.at} />
          </Text>
          <dl className={styles.vitals}>
            {COVID_VITALS.map((vital) => (
              <div key={vital} className={styles.vital}>
                <dt className={styles.vitalLabel}>{t(`covidMonitoring.vitals.${vital}`)}</dt>
                <dd className={styles.vitalValue}>{format(vital, latestVitals[vital])}</dd>
              </div>
            ))}
            <div className={styles.vital}>
              <dt className={styles.vitalLabel}>{t('covidMonitoring.vitals.coughs')}</dt>
              <dd className={styles.vitalValue}>
                {new Intl.NumberFormat(locale).format(latestVitals.coughs)}
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <Text tone="secondary">{t('covidMonitoring.noVitals')}</Text>
      )}

      <div className={styles.header}>
        <Heading level={(headingLevel + 1) as 3 | 4 | 5}>{t('covidMonitoring.alerts')}</Heading>
        {view.newAlerts > 0 && (
          <Badge tone="error">{t('covidMonitoring.newAlerts', { count: view.newAlerts })}</Badge>
        )}
      </div>
      {view.alerts.length === 0 ? (
        <Text tone="secondary">{t('covidMonitoring.noAlerts')}</Text>
      ) : (
        <ul className={styles.alerts}>
          {shownAlerts.map((alert) => (
            <li
              key={alert._id}
              className={styles.alert}
              data-acknowledged={alert.acknowledgement ? true : undefined}
            >
              <Badge tone={alert.acknowledgement ? 'neutral' : 'warning'}>{alertName(alert)}</Badge>
              <DateTime value={alert.startDate} />
              {alert.acknowledgement ? (
                <Text tone="secondary">
                  {t('covidMonitoring.acknowledgedBy', {
                    name: alert.acknowledgement.fullName,
                    time: formatDateTime(alert.acknowledgement.acknowledgedAt),
                  })}
                </Text>
              ) : (
                onAcknowledge && (
                  <Button
                    variant="secondary"
                    size="small"
                    isPending={acknowledging?.has(alert._id)}
                    aria-label={t('covidMonitoring.acknowledgeAlert', {
                      alert: alertName(alert),
                      time: formatDateTime(alert.startDate),
                    })}
                    onPress={() => onAcknowledge(alert)}
                  >
                    {t('covidMonitoring.acknowledge')}
                  </Button>
                )
              )}
            </li>
          ))}
        </ul>
      )}
      {view.alerts.length > ALERTS_SHOWN_FIRST && (
        <Button variant="ghost" size="small" onPress={() => setShowsAllAlerts(!showsAllAlerts)}>
          {showsAllAlerts
            ? t('covidMonitoring.showFewerAlerts')
            : t('covidMonitoring.showAllAlerts', { count: view.alerts.length })}
        </Button>
      )}

      {report && report.days.length > 0 && (
        // The days scroll sideways in their own frame on a narrow screen (WCAG 1.4.10); the
        // frame takes focus so the keyboard can scroll it too.
        <div
          className={styles.trendFrame}
          role="group"
          // The patient's name with the caption: every card on the dashboard has a trend.
          aria-labelledby={`${headingId} ${trendId}`}
          // A scrolling frame the keyboard must reach (axe scrollable-region-focusable); a group,
          // not a landmark region, as a dashboard holds many cards.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className={styles.trend}>
            <caption>
              <Text tone="secondary" id={trendId}>
                {t('covidMonitoring.trend')}
              </Text>
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.trendCell}>
                  {t('covidMonitoring.day')}
                </th>
                {COVID_VITALS.map((vital) => (
                  <th key={vital} scope="col" className={styles.trendCell}>
                    {t(`covidMonitoring.vitals.${vital}`)}
                  </th>
                ))}
                <th scope="col" className={styles.trendCell}>
                  {t('covidMonitoring.vitals.coughs')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className={styles.trendCell}>
                    <DateTime value={`${day.date}T12:00:00Z`} isDateOnly timeZone="UTC" />
                  </th>
                  {COVID_VITALS.map((vital) => (
                    <td key={vital} className={styles.trendCell}>
                      {format(vital, day[vital]?.mean ?? null)}
                    </td>
                  ))}
                  <td className={styles.trendCell}>
                    {new Intl.NumberFormat(locale).format(day.coughs)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
