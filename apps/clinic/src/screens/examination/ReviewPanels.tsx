import type { Examination } from '@telemed/domain';
import { EventsNavigator, EventsTable } from '@telemed/signals';
import type { EventEditor, EventHotkeys, SignalChannel, TimeWindow } from '@telemed/signals';
import { Tab, TabList, TabPanel, Tabs } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './ExaminationScreen.css';
import { HotkeysPanel } from './HotkeysPanel';
import { StatisticsPanel } from './StatisticsPanel';

/** Props of {@link ReviewPanels}. */
export interface ReviewPanelsProps {
  examination: Examination;
  editor: EventEditor;
  channels: readonly SignalChannel[];
  recording: TimeWindow;
  /** The window the viewer shows; the table lists its events. */
  view: TimeWindow | undefined;
  eventTypes: readonly string[];
  hotkeys: EventHotkeys;
  onHotkeysChange(hotkeys: EventHotkeys): void;
}

/**
 * Under the signals (clinical-domain §2, examination view): the events navigator and the table
 * of the events in view, the statistics, and the user's hotkeys per event type.
 */
export function ReviewPanels(props: ReviewPanelsProps) {
  const { t } = useTranslation();
  const { examination, editor, channels, recording, view } = props;
  return (
    <Tabs className={styles.panels}>
      <TabList aria-label={t('examination.panels')}>
        <Tab id="events">{t('examination.eventsPanel')}</Tab>
        <Tab id="statistics">{t('examination.statisticsPanel')}</Tab>
        <Tab id="hotkeys">{t('examination.hotkeysPanel')}</Tab>
      </TabList>
      <TabPanel id="events" className={styles.panel}>
        <EventsNavigator editor={editor} fromTime={view?.start ?? recording.start} />
        <EventsTable editor={editor} channels={channels} window={view} pageSize={10} />
      </TabPanel>
      <TabPanel id="statistics" className={styles.panel}>
        <StatisticsPanel
          examination={examination}
          events={editor.state.events}
          recording={recording}
          eventTypes={props.eventTypes}
        />
      </TabPanel>
      <TabPanel id="hotkeys" className={styles.panel}>
        <HotkeysPanel
          eventTypes={props.eventTypes}
          hotkeys={props.hotkeys}
          onChange={props.onHotkeysChange}
        />
      </TabPanel>
    </Tabs>
  );
}
