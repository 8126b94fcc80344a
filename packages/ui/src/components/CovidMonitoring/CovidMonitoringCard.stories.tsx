import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CovidAlert, CovidReportView } from '@telemed/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CovidMonitoringCard } from './CovidMonitoringCard';

const alert = (
  _id: string,
  type: CovidAlert['type'],
  startDate: string,
  acknowledgement: CovidAlert['acknowledgement'] = null,
): CovidAlert => ({
  _id,
  examinationId: 'e1',
  type,
  startDate,
  endDate: new Date(Date.parse(startDate) + 120_000).toISOString(),
  acknowledgement,
});

const range = (mean: number) => ({ minimum: mean - 2, mean, maximum: mean + 2 });

const day = (date: string, spo2: number, pulse: number, temperature: number, coughs: number) => ({
  date,
  samples: 96,
  coughs,
  spo2: range(spo2),
  pulse: range(pulse),
  respirationRate: range(19),
  temperature: range(temperature),
});

/** Three days of a patient whose saturation falls and fever rises, in the server's order. */
const monitoring: CovidReportView = {
  examinationId: 'e1',
  memberId: 'm1',
  patientFullName: 'Anna Zielińska',
  status: 'IN_PROGRESS',
  startDate: '2026-11-20T08:00:00.000Z',
  endDate: '2026-11-23T08:00:00.000Z',
  createdAt: '2026-11-20T07:00:00.000Z',
  latestVitals: {
    at: '2026-11-23T07:45:00.000Z',
    spo2: 91.4,
    pulse: 112,
    respirationRate: 24.5,
    temperature: 38.6,
    coughs: 7,
  },
  alerts: [
    alert('a1', 'LOW_SPO2', '2026-11-22T21:10:00.000Z'),
    alert('a2', 'LOW_SPO2', '2026-11-21T03:00:00.000Z', {
      memberId: 'n1',
      fullName: 'Ewa Nowak',
      acknowledgedAt: '2026-11-21T06:30:00.000Z',
    }),
    alert('a3', 'HIGH_HEART_RATE', '2026-11-22T22:00:00.000Z'),
    alert('a4', 'HIGH_TEMPERATURE', '2026-11-22T18:00:00.000Z'),
  ],
  newAlerts: 3,
  report: {
    analysedSeconds: 259_200,
    coughCount: 60,
    coughsPerHour: 0.8,
    vitals: {
      spo2: range(94),
      pulse: range(98),
      respirationRate: range(19),
      temperature: range(37.8),
    },
    days: [
      day('2026-11-20', 96.1, 86, 37.2, 12),
      day('2026-11-21', 94.2, 97, 37.9, 21),
      day('2026-11-22', 92.3, 108, 38.4, 27),
    ],
    nights: [],
  },
};

const meta = {
  title: 'Data display/CovidMonitoringCard',
  component: CovidMonitoringCard,
  args: {
    view: monitoring,
    examinationHref: '/clinic/t1/examinations/e1',
    units: { temperatureUnits: 'celsius', lengthUnits: 'metric' },
    onAcknowledge: fn(),
  },
} satisfies Meta<typeof CovidMonitoringCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** New alerts first by severity: each one can be acknowledged by keyboard. */
export const Basic: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('article', { name: /^Anna Zielińska Examination / }),
    ).toHaveAttribute('data-new-alerts');
    await expect(canvas.getByText('91.4%')).toBeVisible();
    await expect(canvas.getByText('New: 3')).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent?.slice(0, 8))).toEqual([
      'Low SpO2',
      'Low SpO2',
      'High hea',
      'High tem',
    ]);
    await expect(canvas.getByText(/Acknowledged by Ewa Nowak/)).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: /^Acknowledge/ });
    await expect(buttons).toHaveLength(3);
    buttons[0]?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAcknowledge).toHaveBeenCalledWith(monitoring.alerts[0]);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};

/** In °F for a reader who chose Fahrenheit. */
export const Fahrenheit: Story = {
  args: { units: { temperatureUnits: 'fahrenheit', lengthUnits: 'imperial' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('101.5 °F')).toBeVisible();
  },
};

/** Acknowledging the first alert: its button waits for the server. */
export const Acknowledging: Story = {
  args: { acknowledging: new Set(['a1']) },
  play: async ({ canvasElement }) => {
    const [first] = within(canvasElement).getAllByRole('button', { name: /^Acknowledge/ });
    await expect(first).toHaveAttribute('data-pending');
  },
};

/** A monitoring whose recording was not analysed yet: no vitals, no alerts, no trend. */
export const NoRecording: Story = {
  args: {
    view: { ...monitoring, latestVitals: null, alerts: [], newAlerts: 0, report: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No recording analysed yet')).toBeVisible();
    await expect(canvas.getByText('No alerts')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('article')).not.toHaveAttribute('data-new-alerts');
  },
};

/** Read only (the patient's history without an acknowledge action), with every alert listed. */
export const ManyAlertsReadOnly: Story = {
  args: {
    onAcknowledge: undefined,
    view: {
      ...monitoring,
      alerts: Array.from({ length: 8 }, (_, index) =>
        alert(`b${index}`, 'FREQUENT_BREATHING', `2026-11-2${index % 3}T0${index}:00:00.000Z`),
      ),
      newAlerts: 8,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: /^Acknowledge/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all alerts (8)' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
  },
};
