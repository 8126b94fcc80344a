import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleQualification } from '@telemed/domain/mock';
import { expect, within } from 'storybook/test';
import { QualificationFigures } from './QualificationFigures';

const meta = {
  title: 'Forms/QualificationFigures',
  component: QualificationFigures,
  args: { figures: sampleQualification().figures },
} satisfies Meta<typeof QualificationFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tested patient: spirometry against the ECSC reference, BODE 3, training rate 132. */
export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fev1 = canvas.getByRole('row', { name: /FEV1 \(L\)/ });
    await expect(within(fev1).getByText('50.2')).toBeInTheDocument();
    await expect(canvas.getByText('132')).toBeInTheDocument();
    await expect(canvas.getByText('Telerehabilitation at home')).toBeInTheDocument();
  },
};

/** Nothing measured yet: every value reads 'Not computed yet'. */
export const NotComputed: Story = {
  args: { figures: sampleQualification({ details: {} }).figures },
  play: async ({ canvasElement }) => {
    const missing = within(canvasElement).getAllByText('Not computed yet');
    await expect(missing.length).toBeGreaterThan(10);
  },
};
