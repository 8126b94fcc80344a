import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BOARD_STATUSES } from '@telemed/domain';
import { Inline } from '../layout/Inline';
import { Stack } from '../layout/Stack';
import type { FeedbackTone } from '../tokens/palette';
import { vars } from './contract.css';
import { darkTheme } from './themes.css';

const feedbackTones: FeedbackTone[] = ['success', 'error', 'info', 'warning'];

function Swatch({
  label,
  background,
  text,
  accent,
}: {
  label: string;
  background: string;
  text: string;
  accent: string;
}) {
  return (
    <li
      style={{
        minInlineSize: 150,
        padding: vars.space.medium,
        borderRadius: vars.radius.medium,
        borderInlineStart: `4px solid ${accent}`,
        backgroundColor: background,
        color: text,
        fontWeight: 500,
        listStyle: 'none',
      }}
    >
      {label}
    </li>
  );
}

/** The named colour roles of the theme: examination statuses and message tones. */
function ColorRoles() {
  return (
    <Stack space="xlarge">
      <section aria-labelledby="status-heading">
        <h2 id="status-heading">Examination statuses</h2>
        <Inline as="ul" space="small" paddingY="medium" paddingX="none">
          {BOARD_STATUSES.map((status) => (
            <Swatch key={status} label={status} {...vars.color.status[status]} />
          ))}
        </Inline>
      </section>
      <section aria-labelledby="feedback-heading">
        <h2 id="feedback-heading">Feedback tones</h2>
        <Inline as="ul" space="small" paddingY="medium" paddingX="none">
          {feedbackTones.map((tone) => (
            <Swatch key={tone} label={tone} {...vars.color.feedback[tone]} />
          ))}
        </Inline>
      </section>
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Colour roles',
  component: ColorRoles,
} satisfies Meta<typeof ColorRoles>;

export default meta;
type Story = StoryObj<typeof meta>;

// Axe measures the contrast of every swatch in the rendered theme.
export const Light: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(
      BOARD_STATUSES.length + 4,
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass(darkTheme);
    await expect(within(canvasElement).getByText('FAILED')).toBeVisible();
  },
};
