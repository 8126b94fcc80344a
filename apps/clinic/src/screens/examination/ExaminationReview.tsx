import { ApiRequestError, isPolygraphy } from '@telemed/domain';
import type { Examination } from '@telemed/domain';
import { EventSaveStatus } from '@telemed/forms';
import {
  apiSignalFetcher,
  HolterRowsView,
  overviewFetcher,
  SignalViewer,
  useEventEditor,
} from '@telemed/signals';
import type { EventHotkeys, TimeWindow, ViewerBeat, ViewerEvent } from '@telemed/signals';
import { Alert, Button, Preloader, Tab, TabList, TabPanel, Tabs, Text } from '@telemed/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { useSession } from '../../session/useSession';
import { ExaminationActions } from './ExaminationActions';
import { NoRecording } from './NoRecording';
import * as styles from './ExaminationScreen.css';
import { ReviewPanels } from './ReviewPanels';
import { hotkeysStorageKey, loadHotkeys } from './reviewHotkeys';
import {
  examinationReviewKey,
  useEventTypes,
  useExaminationEvents,
  useRecordingOverview,
} from './reviewQueries';
import type { RecordingOverview } from './recordingOverview';
import { useBeatRelabelling, useExaminationBeats } from './useBeats';
import { useEventSaving } from './useEventSaving';
import { useLiveEvents } from './useLiveEvents';
import { defaultViewerWindow, loadViewerWindow, saveViewerWindow } from './viewerPreference';
import type { ReviewDisplay } from './viewerPreference';
import { useWindowInAddress } from './useWindowInAddress';
import { windowFromParams } from './windowParams';
import { createWindowStore } from './windowStore';

/** Props of {@link ExaminationReview}. */
export interface ExaminationReviewProps {
  examination: Examination;
  /** `:start` of the address, when the page was opened from a shared link. */
  linkStart?: string;
  /** `:end` of the address. */
  linkEnd?: string;
}

/**
 * One examination's review once it has loaded: its recording (the overview call names the
 * channels and the span), then its events; the viewer waits for both so scoring starts on the
 * real list. The header with the examination's actions stays mounted through loading, failure
 * and the loaded review, so a dialog opened from it (an action plan while a demo recording is
 * being made) survives the page's change of state.
 */
export function ExaminationReview(props: ExaminationReviewProps) {
  const { t } = useTranslation();
  const { examination } = props;
  const ref = { teamId: examination.teamId, examinationId: examination._id };
  const overview = useRecordingOverview(ref, true);
  const events = useExaminationEvents(ref, overview.isSuccess);
  const eventTypes = useEventTypes(examination.type);
  const queryClient = useQueryClient();
  const reload = () => void queryClient.resetQueries({ queryKey: examinationReviewKey(ref) });
  // A 404 of the overview is no failure: the examination has no recording yet.
  const noRecording = overview.error instanceof ApiRequestError && overview.error.status === 404;
  const failure = noRecording ? null : (overview.error ?? events.error ?? eventTypes.error);
  // The window the viewer shows (the share link and the EDF export read it).
  const shownViewRef = useRef<TimeWindow>(undefined);
  const shownWindow = useCallback(() => shownViewRef.current, []);
  const channels = overview.data?.channels;
  const exportableChannels = useMemo(
    () => channels?.map(({ id, label, unit }) => ({ id, label, unit })),
    [channels],
  );
  const loaded = !failure && overview.data && events.data && eventTypes.data;
  return (
    <div className={styles.review}>
      <ExaminationActions
        examination={examination}
        shownWindow={shownWindow}
        channels={loaded ? exportableChannels : undefined}
      />
      {noRecording ? (
        <NoRecording examination={examination} />
      ) : failure ? (
        <Alert tone="error">
          {t('examination.recordingFailed')} {errorText(failure, t)}{' '}
          <Button variant="secondary" onPress={reload}>
            {t('examination.retry')}
          </Button>
        </Alert>
      ) : overview.data && events.data && eventTypes.data ? (
        <LoadedReview
          {...props}
          overview={overview.data}
          events={events.data}
          eventTypes={eventTypes.data}
          shownViewRef={shownViewRef}
          onReload={reload}
        />
      ) : (
        <div className={styles.preparing}>
          <Preloader />
          <Text tone="secondary">{t('examination.preparing')}</Text>
        </div>
      )}
    </div>
  );
}

/**
 * Quiet time after a pan or zoom before the panels under the viewer follow the window (the
 * events of the window, its partial report): longer than the 30-60 ms between the frames of a
 * held key or a wheel spin, short enough to read as immediate.
 */
const PANELS_REST_MS = 150;

function LoadedReview({
  examination,
  linkStart,
  linkEnd,
  overview,
  events,
  eventTypes,
  shownViewRef,
  onReload,
}: ExaminationReviewProps & {
  overview: RecordingOverview;
  events: readonly ViewerEvent[];
  eventTypes: readonly string[];
  /** Where the window shown is written for the header's actions. */
  shownViewRef: RefObject<TimeWindow | undefined>;
  onReload(): void;
}) {
  const { t } = useTranslation();
  const { client } = useServices();
  const { user } = useSession();
  const ref = { teamId: examination.teamId, examinationId: examination._id };
  const { recording, channels } = overview;
  const ecg = channels.find((channel) => channel.type === 'ecg');
  const polygraphy = isPolygraphy(examination.type, overview.signalTypes);
  // Without a link the review opens on the user's own window of this type, else the type's.
  const [preferred] = useState(
    () =>
      (user && loadViewerWindow(localStorage, user.id, examination.type)) ??
      defaultViewerWindow({
        type: examination.type,
        polygraphy,
        recording,
        examinationSpan: Date.parse(examination.endDate) - Date.parse(examination.startDate),
        hasEcg: ecg !== undefined,
      }),
  );
  const fetcher = useMemo(
    () =>
      apiSignalFetcher((query, signal) =>
        client.signals.window({ params: ref, query }, { signal }),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one fetcher (and cache) per examination
    [client, examination._id],
  );
  const stripFetcher = useMemo(() => overviewFetcher(overview), [overview]);
  const saving = useEventSaving(ref);
  const editor = useEventEditor({ events, onEdit: saving.save });
  useLiveEvents(ref, editor, saving);
  const [hotkeys, setHotkeys] = useState(() =>
    loadHotkeys(localStorage, examination.type, eventTypes),
  );
  const changeHotkeys = (next: EventHotkeys) => {
    setHotkeys(next);
    localStorage.setItem(hotkeysStorageKey(examination.type), JSON.stringify(next));
  };
  const isHolter = examination.type === 'holter_ecg' && ecg !== undefined;
  const [display, setDisplay] = useState<ReviewDisplay>(() =>
    isHolter && linkStart === undefined ? preferred.display : 'signals',
  );
  const remember = useCallback(
    (shown: ReviewDisplay, window: TimeWindow) => {
      if (user)
        saveViewerWindow(localStorage, user.id, examination.type, {
          display: shown,
          span: shown === 'signals' ? window.end - window.start : preferred.span,
        });
    },
    [user, examination.type, preferred.span],
  );
  // The window shown (the share link and switching views read it), and the one the panels
  // follow once it has rested: a pan or a wheel spin re-renders only the viewer per frame, and
  // its end only the panels that show the window.
  const [restedView] = useState(createWindowStore);
  const restTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(restTimer.current), []);
  // Where a view starts when it mounts: the shared link's window, then (on switching between
  // signals and Holter rows) the window the other view showed.
  const [entry, setEntry] = useState(() => windowFromParams(linkStart, linkEnd, recording));
  const writeAddress = useWindowInAddress(ref);
  const onWindowChange = useCallback(
    (next: TimeWindow) => {
      if (!shownViewRef.current) restedView.set(next);
      shownViewRef.current = next;
      writeAddress(next);
      clearTimeout(restTimer.current);
      restTimer.current = setTimeout(() => {
        restedView.set(next);
        remember(display, next);
      }, PANELS_REST_MS);
    },
    [writeAddress, restedView, shownViewRef, remember, display],
  );
  const switchDisplay = (next: ReviewDisplay) => {
    setEntry(shownViewRef.current);
    setDisplay(next);
    if (shownViewRef.current) remember(next, shownViewRef.current);
  };

  const beatsQuery = useExaminationBeats(ref, ecg !== undefined);
  const beats = beatsQuery.data ?? undefined;
  const relabelBeats = useBeatRelabelling(ref, editor, saving);
  // A beat opened from the beat list: each choice a new object, so the same beat opens again.
  const [reveal, setReveal] = useState<{ time: number }>();
  const openBeat = useCallback((beat: ViewerBeat) => setReveal({ time: beat.time }), []);
  const entrySpan = entry?.end !== undefined ? entry.end - entry.start : undefined;
  const initialSpan = entrySpan ?? preferred.span;

  const signalViewer = (
    <SignalViewer
      channels={channels}
      recording={recording}
      fetcher={fetcher}
      overviewFetcher={stripFetcher}
      initialStart={entry?.start}
      initialSpan={initialSpan}
      trackHeight={channels.length > 3 ? 88 : 128}
      temperatureUnit={user?.settings.temperatureUnits}
      editor={editor}
      eventTypes={eventTypes}
      hotkeys={hotkeys}
      beats={beats}
      reveal={reveal}
      onWindowChange={onWindowChange}
    />
  );

  return (
    <>
      <EventSaveStatus
        actorRef={saving.actorRef}
        onDiscard={onReload}
        describeFailure={(error) => errorText(error, t)}
      />
      {isHolter ? (
        // The two displays are the tabs' panels, so each tab controls what it shows.
        <Tabs
          selectedKey={display}
          onSelectionChange={(key) => switchDisplay(key === 'holter' ? 'holter' : 'signals')}
        >
          <TabList aria-label={t('examination.display')}>
            <Tab id="signals">{t('examination.signalsDisplay')}</Tab>
            <Tab id="holter">{t('examination.holterDisplay')}</Tab>
          </TabList>
          <TabPanel id="signals" className={styles.display}>
            {signalViewer}
          </TabPanel>
          <TabPanel id="holter" className={styles.display}>
            <HolterRowsView
              channel={ecg}
              recording={recording}
              fetcher={fetcher}
              initialStart={entry?.start}
              events={editor.index}
              beats={beats}
              reveal={reveal}
              onWindowChange={onWindowChange}
            />
          </TabPanel>
        </Tabs>
      ) : (
        signalViewer
      )}
      <ReviewPanels
        examination={examination}
        editor={editor}
        channels={channels}
        recording={recording}
        view={restedView}
        eventTypes={eventTypes}
        polygraphy={polygraphy}
        hotkeys={hotkeys}
        onHotkeysChange={changeHotkeys}
        positions={overview.positions}
        beats={beats}
        ecgNotAnalysed={beatsQuery.data === null}
        onBeatsUpdate={relabelBeats}
        onBeatOpen={openBeat}
      />
    </>
  );
}
