import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PasswordField } from '../PasswordField/PasswordField';
import { TextField } from '../TextField/TextField';
import { Form } from './Form';
import { serverValidationErrors } from './serverValidationErrors';
import type { ServerValidationError } from './serverValidationErrors';

/** The 400 answer of POST /api/users for a taken address and a short password (wire contract). */
const serverAnswer: ServerValidationError[] = [
  { property: 'email', constraints: { emailTaken: 'This email address is already registered' } },
  { property: 'password', constraints: { passwordTooShort: 'Password is too short' } },
];

function RegisterForm({ onSubmit }: { onSubmit: () => void }) {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  return (
    <Form
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setErrors(serverValidationErrors(serverAnswer));
      }}
    >
      <TextField label="Email" name="email" type="email" isRequired />
      <PasswordField label="Password" name="password" isRequired />
      <Button type="submit">Create account</Button>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: RegisterForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'doctor@demo.telemed.test');
    await userEvent.type(canvas.getByLabelText(/Password/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));

    await expect(args.onSubmit).toHaveBeenCalled();
    await expect(email).toHaveAccessibleDescription('This email address is already registered');
    // The refusal takes focus to the first field it names.
    await expect(email).toHaveFocus();
    await expect(canvas.getByText('Password is too short')).toBeInTheDocument();

    // Editing a field and leaving it clears its server error.
    await userEvent.type(email, 'x');
    await userEvent.tab();
    await expect(
      canvas.queryByText('This email address is already registered'),
    ).not.toBeInTheDocument();
  },
};

export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};
