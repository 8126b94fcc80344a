import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Avatar } from './Avatar';

// A self-contained picture (no network in tests): a blue square with a white circle.
const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="#0b5cad"/><circle cx="40" cy="32" r="16" fill="#fff"/><rect x="16" y="54" width="48" height="26" rx="13" fill="#fff"/></svg>',
  );

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  args: { name: 'Anna Kowalska' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Anna Kowalska' });
    await expect(avatar).toHaveTextContent('AK');
  },
};

export const Picture: Story = {
  args: { src: picture },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Anna Kowalska' });
    await expect(image.tagName).toBe('IMG');
  },
};

export const BrokenPicture: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'Anna Kowalska' })).toHaveTextContent(
        'AK',
      ),
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="medium">
      <Avatar {...args} size="small" />
      <Avatar {...args} size="medium" />
      <Avatar {...args} size="large" name="Γιώργος Παπαδόπουλος" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Γιώργος Παπαδόπουλος' }),
    ).toHaveTextContent('ΓΠ');
  },
};

export const Decorative: Story = {
  args: { isDecorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};
