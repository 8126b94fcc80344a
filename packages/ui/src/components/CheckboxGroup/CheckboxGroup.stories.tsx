import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Consents',
    onChange: fn(),
    children: [
      <Checkbox key="terms" value="termsOfService">
        Terms of service
      </Checkbox>,
      <Checkbox key="privacy" value="privacyPolicy">
        Privacy policy
      </Checkbox>,
      <Checkbox key="data" value="dataProcessing">
        Data processing (optional)
      </Checkbox>,
    ],
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Consents' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Terms of service' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Privacy policy' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['termsOfService', 'privacyPolicy']);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Agreements must be accepted before submit' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Agreements must be accepted before submit'),
    ).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['termsOfService'] },
  play: async ({ canvasElement }) => {
    for (const checkbox of within(canvasElement).getAllByRole('checkbox'))
      await expect(checkbox).toBeDisabled();
  },
};
