import type { Meta, StoryObj } from '@storybook/react-vite';
import { QUALIFICATION_STATES } from '@telemed/domain';
import { expect, within } from 'storybook/test';
import { QualificationStateBadge } from './QualificationStateBadge';

const meta = {
  title: 'Forms/QualificationStateBadge',
  component: QualificationStateBadge,
  args: { state: 'testing' },
} satisfies Meta<typeof QualificationStateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Testing')).toBeInTheDocument();
  },
};

/** Qualified, with the final qualification open. */
export const WithFinalQualification: Story = {
  args: { state: 'qualified', finalQualification: 'start' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Final qualification open/)).toBeInTheDocument();
  },
};

/** Every state side by side. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {QUALIFICATION_STATES.map((state) => (
        <QualificationStateBadge key={state} state={state} />
      ))}
    </div>
  ),
};
