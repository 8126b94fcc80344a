import { useState } from 'react';
import type { TimeWindow } from '../cache/timeWindow';
import { EventsNavigator } from '../events/EventsNavigator';
import { EventsTable } from '../events/EventsTable';
import type { EventEdit } from '../events/eventEdits';
import type { EventHotkeys } from '../events/eventHotkeys';
import { useEventEditor } from '../events/useEventEditor';
import type { ViewerEvent } from '../events/viewerEvent';
import { SignalViewer } from '../viewer/SignalViewer';
import type { SignalViewerProps } from '../viewer/SignalViewer';
import * as styles from '../events/panels.css';

/** Props of {@link ReviewHarness}. */
export interface ReviewHarnessProps extends Omit<SignalViewerProps, 'editor' | 'onWindowChange'> {
  events: readonly ViewerEvent[];
  hotkeys?: EventHotkeys;
  /** Receives every edit, as the app's save would. */
  onEdit?(edit: EventEdit): void;
  /** Shows the navigator and the table of the events in view. @default true */
  showPanels?: boolean;
}

/**
 * What the examination page composes, for stories: one event editor shared by the viewer, the
 * events navigator and the table of the events in the current window.
 */
export function ReviewHarness({
  events,
  onEdit,
  showPanels = true,
  ...viewer
}: ReviewHarnessProps) {
  const editor = useEventEditor({ events, onEdit });
  const [view, setView] = useState<TimeWindow>();
  return (
    <div className={styles.stack}>
      <SignalViewer {...viewer} editor={editor} onWindowChange={setView} />
      {showPanels && (
        <>
          <EventsNavigator editor={editor} fromTime={view?.start ?? viewer.recording.start} />
          <EventsTable
            editor={editor}
            channels={viewer.channels}
            window={view}
            pageSize={8}
            timeZone={viewer.timeZone}
          />
        </>
      )}
    </div>
  );
}
