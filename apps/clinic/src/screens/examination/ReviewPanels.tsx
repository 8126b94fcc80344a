import { isEcgAnalysisType, isEmployeeRole } from '@telemed/domain';
import type { Examination } from '@telemed/domain';
import { BeatList, EventsNavigator, EventsTable } from '@telemed/signals';
import type {
  BeatFigures,
  BeatUpdate,
  EventEditor,
  EventHotkeys,
  SignalChannel,
  TimeWindow,
  ViewerBeat,
} from '@telemed/signals';
import { Alert, Tab, TabList, TabPanel, Tabs, Text } from '@telemed/ui';
import { visuallyHidden } from '../../shell/layout.css';
import { useTranslation } from 'react-i18next';
import { useTeam } from '../../session/useTeams';
import { AnalysisPanel } from './AnalysisPanel';
import { CovidAnalysisPanel } from './CovidAnalysisPanel';
import { EcgAnalysisPanel } from './EcgAnalysisPanel';
import { useEcgAnalysisUnderWay } from './ecgAnalysisTasks';
import * as styles from './ExaminationScreen.css';
import { HotkeysPanel } from './HotkeysPanel';
import { RemoveEventsByOrigin } from './RemoveEventsByOrigin';
import { ReportDescriptionPanel } from './ReportDescriptionPanel';
import type { PositionSpan } from './positionSpans';
import { RespiratoryPanel } from './RespiratoryPanel';
import { useExaminationStatistics } from './reviewQueries';
import { StatisticsPanel } from './StatisticsPanel';
import { WindowReportPanel } from './WindowReportPanel';
import { WithWindow } from './windowStore';
import type { WindowStore } from './windowStore';

/** Props of {@link ReviewPanels}. */
export interface ReviewPanelsProps {
  examination: Examination;
  editor: EventEditor;
  channels: readonly SignalChannel[];
  recording: TimeWindow;
  /** The window the viewer shows once it rests; the table lists its events. */
  view: WindowStore;
  eventTypes: readonly string[];
  /**
   * Whether the examination is a polygraphy (`isPolygraphy` of @telemed/domain): scored as a
   * sleep study, with AHI and ODI and the respiratory panel.
   */
  polygraphy: boolean;
  hotkeys: EventHotkeys;
  onHotkeysChange(hotkeys: EventHotkeys): void;
  /** The body position over the recording, for the respiratory panel. */
  positions: readonly PositionSpan[];
  /** The ECG's beats, when the recording has been analysed for them. */
  beats?: readonly ViewerBeat[];
  /** The recording has ECG leads that were never analysed (no beats). */
  ecgNotAnalysed?: boolean;
  /** Saves relabelled beats (the beat update). */
  onBeatsUpdate(updates: BeatUpdate[]): void;
  /** Shows a beat in the signals. */
  onBeatOpen(beat: ViewerBeat): void;
}

/**
 * Under the signals (clinical-domain §2, examination view): the events navigator and the table
 * of the events in view (and removing the events of one origin), the statistics, the partial
 * report of the window, for respiratory examinations the apnea table and the body position
 * chart, for analysed ECGs the beats with their types (and the beat update), the report
 * description, for staff the analysis parameters and running the analysis (respiratory, the COVID
 * alerts, or the Holter ECG analysis for ECG types), and the user's hotkeys per event type.
 */
export function ReviewPanels(props: ReviewPanelsProps) {
  const { t } = useTranslation();
  const { examination, editor, channels, recording, view } = props;
  // Polygraphies are scored for apneas and hypopneas: they have a respiratory panel.
  const isRespiratory = props.polygraphy;
  const role = useTeam(examination.teamId)?.role;
  const isStaff = role !== undefined && isEmployeeRole(role);
  // Staff run the analysis of the recording's family: ECG types the Holter analysis.
  const isEcg = isEcgAnalysisType(examination.type);
  const isCovid = examination.type === 'covid';
  const mayAnalyse = isStaff && (isEcg || isCovid || isRespiratory);
  const analysing = useEcgAnalysisUnderWay(examination, isStaff && isEcg);
  // Every figure of the panels is the server's, the report's own.
  const statistics = useExaminationStatistics({
    teamId: examination.teamId,
    examinationId: examination._id,
  });
  const respiratory = statistics.data?.examinationStatistics.respiratory ?? null;
  const ectopy = statistics.data?.examinationStatistics.ectopy;
  const beatFigures: BeatFigures | undefined = ectopy
    ? {
        totalBeats: ectopy.totalBeats,
        normalBeats: ectopy.normalBeats,
        otherBeats: ectopy.otherBeats,
        svebPerHour: ectopy.supraventricularPerHour ?? 0,
        vebPerHour: ectopy.ventricularPerHour ?? 0,
        averageHeartRate: ectopy.averageHeartRate ?? undefined,
      }
    : undefined;
  // The panels' headings (analysis parameters, distributions: level 3) sit under this one, not
  // under the clinical context above.
  return (
    <>
      <h2 className={visuallyHidden}>{t('examination.panels')}</h2>
      <Tabs className={styles.panels}>
        <TabList aria-label={t('examination.panels')}>
          <Tab id="events">{t('examination.eventsPanel')}</Tab>
          <Tab id="statistics">{t('examination.statisticsPanel')}</Tab>
          <Tab id="window">{t('examination.windowPanel')}</Tab>
          {isRespiratory && <Tab id="respiratory">{t('examination.respiratoryPanel')}</Tab>}
          {props.beats && <Tab id="beats">{t('examination.beatsPanel')}</Tab>}
          <Tab id="report">{t('examination.reportPanel')}</Tab>
          {mayAnalyse && <Tab id="analysis">{t('examination.analysisPanel')}</Tab>}
          <Tab id="hotkeys">{t('examination.hotkeysPanel')}</Tab>
        </TabList>
        <TabPanel id="events" className={styles.panel}>
          {props.ecgNotAnalysed && isEcg && (
            <Alert tone="info">
              {t(
                analysing
                  ? 'examination.ecgBeingAnalysed'
                  : mayAnalyse
                    ? 'examination.ecgNotAnalysedStaff'
                    : 'examination.ecgNotAnalysed',
              )}
            </Alert>
          )}
          <WithWindow store={view}>
            {(window) => (
              <>
                <EventsNavigator editor={editor} fromTime={window?.start ?? recording.start} />
                <EventsTable editor={editor} channels={channels} window={window} pageSize={10} />
              </>
            )}
          </WithWindow>
          {isStaff && <RemoveEventsByOrigin examination={examination} editor={editor} />}
        </TabPanel>
        <TabPanel id="statistics" className={styles.panel}>
          <StatisticsPanel examination={examination} />
        </TabPanel>
        <TabPanel id="window" className={styles.panel}>
          <WithWindow store={view}>
            {(window) => (
              <WindowReportPanel view={window} index={editor.index} polygraphy={props.polygraphy} />
            )}
          </WithWindow>
        </TabPanel>
        {isRespiratory && (
          <TabPanel id="respiratory" className={styles.panel}>
            {respiratory ? (
              <RespiratoryPanel
                respiratory={respiratory}
                recording={recording}
                positions={props.positions}
              />
            ) : (
              <Text tone="secondary">{t('examination.statistics.loading')}</Text>
            )}
          </TabPanel>
        )}
        {props.beats && (
          <TabPanel id="beats" className={styles.panel}>
            <BeatList
              beats={props.beats}
              figures={beatFigures}
              pageSize={20}
              onBeatsUpdate={isStaff ? props.onBeatsUpdate : undefined}
              onBeatOpen={props.onBeatOpen}
            />
          </TabPanel>
        )}
        <TabPanel id="report" className={styles.panel}>
          <ReportDescriptionPanel examination={examination} mayEdit={isStaff} />
        </TabPanel>
        {mayAnalyse && (
          <TabPanel id="analysis" className={styles.panel}>
            {isEcg ? (
              <EcgAnalysisPanel examination={examination} editor={editor} />
            ) : isCovid ? (
              <CovidAnalysisPanel examination={examination} />
            ) : (
              <AnalysisPanel examination={examination} />
            )}
          </TabPanel>
        )}
        <TabPanel id="hotkeys" className={styles.panel}>
          <HotkeysPanel
            eventTypes={props.eventTypes}
            hotkeys={props.hotkeys}
            onChange={props.onHotkeysChange}
          />
        </TabPanel>
      </Tabs>
    </>
  );
}
