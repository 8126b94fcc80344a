import { ApiRequestError, ERROR_MESSAGE_KEYS } from '@telemed/domain';
import { SAMPLE_PLANS } from '@telemed/domain/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  EMPTY_SIGNUP_DRAFT,
  localSignupIssues,
} from '../../machines/rehabilitationSignup/signupDraft';
import { SignupForm } from './SignupForm';

const [, oneTime, subscription] = SAMPLE_PLANS;
if (!oneTime || !subscription) throw new Error('the sample plans changed');

/** An entry the server would take. */
const filled = {
  ...EMPTY_SIGNUP_DRAFT,
  firstName: 'Ola',
  lastName: 'Nowak',
  email: 'ola.nowak@example.com',
  password: 'Rehab-pass-2026',
  phone: '+48 601 234 567',
  dateOfBirth: '1984-11-02',
  gender: 'female' as const,
  acceptedConsents: { termsOfService: true, privacyPolicy: true, subscriptionServices: true },
};

const meta = {
  title: 'Forms/SignupForm',
  component: SignupForm,
  args: {
    plan: oneTime,
    draft: EMPTY_SIGNUP_DRAFT,
    issues: {},
    failure: null,
    isSubmitting: false,
    legalDocumentHref: (document) => `/en/${document}`,
    onChange: fn(),
    onSubmit: fn(),
    onChangePlan: fn(),
  },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, the one-time plan chosen: every field labelled, the consents link their documents. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Chosen plan: One-time/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy-policy',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'O');
    await expect(args.onChange).toHaveBeenLastCalledWith('firstName', 'O');
    await userEvent.click(canvas.getByRole('button', { name: 'Change plan' }));
    await expect(args.onChangePlan).toHaveBeenCalled();
  },
};

/** Sent empty: each field says what it needs, and the form why it did not go. */
export const Invalid: Story = {
  args: { issues: localSignupIssues(EMPTY_SIGNUP_DRAFT), failure: { kind: 'invalid' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText(/Some fields need your attention/)).toBeVisible();
  },
};

/** The connection was lost: the entries stay and the form says to send again. */
export const NetworkLost: Story = {
  args: { draft: filled, failure: { kind: 'network' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'ola.nowak@example.com',
    );
    await expect(canvas.getByText(/Your entries are kept/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Register and go to payment' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** The server refused: an address that has an account, in the catalogue's words. */
export const AccountExists: Story = {
  args: {
    plan: subscription,
    draft: filled,
    failure: {
      kind: 'refused',
      error: new ApiRequestError('exists', {
        status: 409,
        code: 'ACCOUNT_EXISTS',
        messageKey: ERROR_MESSAGE_KEYS.accountExists,
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/An account with this email already exists/),
    ).toBeVisible();
  },
};

/** In Polish: the form's own strings and the plan's name follow the language. */
export const Polish: Story = {
  globals: { locale: 'pl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Imię' })).toBeVisible();
  },
};
