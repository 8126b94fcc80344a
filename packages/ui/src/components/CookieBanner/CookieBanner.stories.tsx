import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { COOKIE_PREFERENCE_KEY, CookieBanner } from './CookieBanner';

/** An in-memory stand-in for localStorage, so stories do not share or keep consent. */
function memoryStorage(entries: Record<string, string> = {}): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

const meta = {
  title: 'Feedback/CookieBanner',
  component: CookieBanner,
  args: { privacyPolicyHref: '/en/privacy-policy' },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  args: { storage: memoryStorage() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Cookie consent' });
    const policy = within(banner).getByRole('link', { name: 'Privacy policy' });
    await expect(policy).toHaveAttribute('href', '/en/privacy-policy');
    await expect(policy).toHaveAttribute('target', '_blank');
    // The page ends above the banner, so nothing stays hidden under it.
    await expect(document.body.style.paddingBlockEnd).toBe(`${banner.offsetHeight}px`);
    await expect(document.documentElement.style.scrollPaddingBlockEnd).toBe(
      `${banner.offsetHeight}px`,
    );

    await userEvent.click(within(banner).getByRole('button', { name: 'Accept' }));
    await expect(canvas.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    await expect(args.storage!.getItem(COOKIE_PREFERENCE_KEY)).toBe('true');
    await expect(document.body.style.paddingBlockEnd).toBe('');
  },
};

export const AlreadyAccepted: Story = {
  args: { storage: memoryStorage({ [COOKIE_PREFERENCE_KEY]: 'true' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('region', { name: 'Cookie consent' }),
    ).not.toBeInTheDocument();
  },
};
