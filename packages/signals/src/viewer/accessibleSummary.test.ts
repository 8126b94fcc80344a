import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignalsTranslate } from '../i18n/eventTypeLabel';
import { SIGNALS_NAMESPACE, signalsResources } from '../i18n/signalsResources';
import { channelListText, selectionAnnouncement, windowSummary } from './accessibleSummary';

const clock = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'UTC',
});
const start = Date.UTC(2026, 10, 20, 22, 0, 0);
let t: SignalsTranslate;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  // As the apps' instance (createUiI18n): React escapes what it renders.
  await i18n.init({
    lng: 'pl',
    resources: signalsResources,
    defaultNS: SIGNALS_NAMESPACE,
    interpolation: { escapeValue: false },
  });
  t = i18n.getFixedT('pl', SIGNALS_NAMESPACE) as SignalsTranslate;
});

describe('the live summary', () => {
  it('names each channel with the unit it is shown in', () => {
    const tracks = [
      { channel: { label: 'II' }, mapping: { unit: 'mV' } },
      { channel: { label: 'SpO₂' }, mapping: { unit: '%' } },
    ];
    expect(channelListText(tracks)).toBe('II (mV), SpO₂ (%)');
  });

  it('says the window and its events in the viewer’s language', () => {
    const text = windowSummary(t, 'II (mV)', { start, end: start + 10_000 }, 3, clock);
    expect(text).toContain('II (mV)');
    expect(text).toContain('20/11/2026, 22:00:00');
    expect(text).toContain('20/11/2026, 22:00:10');
    expect(text).toContain('3');
    expect(text).not.toContain('Window');
  });

  it('names the selected event’s type and origin, translated', () => {
    const selected = {
      id: 'a',
      type: 'APNEA_OBSTRUCTIVE',
      start,
      end: start + 12_000,
      signal: 'all',
      origin: 'analysis' as const,
    };
    const text = selectionAnnouncement(t, selected, clock);
    expect(text).toContain(t('eventType.APNEA_OBSTRUCTIVE'));
    expect(text).toContain(t('event.originAnalysis'));
    expect(text).toContain('20/11/2026, 22:00:12');
    expect(selectionAnnouncement(t, undefined, clock)).toBe(t('event.noneSelected'));
  });
});
