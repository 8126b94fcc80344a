import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../../layout/Stack';
import { DateTime } from './DateTime';
import { Duration } from './Duration';
import { UnitValue } from './UnitValue';

const metric = { temperatureUnits: 'celsius', lengthUnits: 'metric' } as const;
const imperial = { temperatureUnits: 'fahrenheit', lengthUnits: 'imperial' } as const;

function Measurements() {
  return (
    <Stack as="dl" space="small">
      <dt>Duration</dt>
      <dd>
        <Duration milliseconds={8 * 3_600_000 + 7 * 60_000 + 5_000} />
      </dd>
      <dt>Start</dt>
      <dd>
        <DateTime value="2026-03-09T21:05:00Z" timeZone="UTC" />
      </dd>
      <dt>Date of birth</dt>
      <dd>
        <DateTime value="1984-11-02T00:00:00Z" timeZone="UTC" isDateOnly />
      </dd>
      <dt>Temperature</dt>
      <dd>
        <UnitValue kind="temperature" value={37} units={metric} /> /{' '}
        <UnitValue kind="temperature" value={37} units={imperial} />
      </dd>
      <dt>Weight</dt>
      <dd>
        <UnitValue kind="weight" value={70} units={metric} /> /{' '}
        <UnitValue kind="weight" value={70} units={imperial} />
      </dd>
      <dt>Height</dt>
      <dd>
        <UnitValue kind="height" value={182.88} units={metric} /> /{' '}
        <UnitValue kind="height" value={182.88} units={imperial} />
      </dd>
    </Stack>
  );
}

const meta = {
  title: 'Data display/Formatted values',
  component: Measurements,
} satisfies Meta<typeof Measurements>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('08 h 07 min 05 s')).toHaveAttribute('datetime', 'PT29225S');
    await expect(canvas.getByText('09/03/2026 21:05')).toBeInTheDocument();
    await expect(canvas.getByText('02/11/1984')).toBeInTheDocument();
    await expect(canvas.getByText('98.6 °F')).toBeInTheDocument();
    await expect(canvas.getByText('154.3 lbs')).toBeInTheDocument();
    await expect(canvas.getByText('6 ft')).toBeInTheDocument();
  },
};

export const Polish: Story = {
  globals: { locale: 'pl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('182,9 cm')).toBeInTheDocument();
    await expect(canvas.getByText('98,6 °F')).toBeInTheDocument();
  },
};

export const Greek: Story = {
  globals: { locale: 'el' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('08 ώ 07 λ 05 δ')).toBeInTheDocument();
  },
};
