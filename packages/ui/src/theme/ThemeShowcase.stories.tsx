import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from '../components/Alert/Alert';
import { Button } from '../components/Button/Button';
import { Card } from '../components/Card/Card';
import { Checkbox } from '../components/Checkbox/Checkbox';
import { EmptyState } from '../components/EmptyState/EmptyState';
import { Link } from '../components/Link/Link';
import { PasswordField } from '../components/PasswordField/PasswordField';
import { Radio, RadioGroup } from '../components/RadioGroup/RadioGroup';
import { Switch } from '../components/Switch/Switch';
import { TextField } from '../components/TextField/TextField';
import { Heading } from '../components/Typography/Heading';
import { Text } from '../components/Typography/Text';
import { Inline } from '../layout/Inline';
import { Stack } from '../layout/Stack';
import { darkTheme } from './themes.css';

/** A settings-like page that puts the shell's components side by side in one theme and language. */
function ThemeShowcase() {
  return (
    <Card as="section" aria-labelledby="showcase-heading">
      <Heading level={1} id="showcase-heading">
        Ustawienia
      </Heading>
      <Text tone="secondary">Zmiany zapisują się po naciśnięciu przycisku.</Text>
      <Stack space="large">
        <TextField label="Imię i nazwisko" defaultValue="Anna Kowalska" />
        <TextField
          label="E-mail"
          isInvalid
          errorMessage="Nieprawidłowy adres e-mail"
          defaultValue="anna@"
        />
        <PasswordField label="Hasło" description="Co najmniej 8 znaków." />
        <RadioGroup label="Jednostki długości" defaultValue="metric" orientation="horizontal">
          <Radio value="metric">Metryczne</Radio>
          <Radio value="imperial">Imperialne</Radio>
        </RadioGroup>
        <Checkbox defaultSelected>Akceptuję regulamin</Checkbox>
        <Switch defaultSelected>Powiadomienia e-mail</Switch>
        <Alert tone="success">Hasło zostało zmienione</Alert>
        <Alert tone="warning">Konto niepotwierdzone, sprawdź pocztę</Alert>
        <Inline space="small">
          <Button>Zapisz</Button>
          <Button variant="secondary">Anuluj</Button>
          <Button variant="danger">Usuń konto</Button>
          <Button variant="ghost">Wyloguj</Button>
          <Button isDisabled>Wyłączony</Button>
        </Inline>
        <Link href="/pl/privacy-policy" opensInNewTab>
          Polityka prywatności
        </Link>
        <EmptyState headingLevel={2} />
      </Stack>
    </Card>
  );
}

const meta = {
  title: 'Foundations/Theme showcase',
  component: ThemeShowcase,
} satisfies Meta<typeof ThemeShowcase>;

export default meta;
type Story = StoryObj<typeof meta>;

// Axe checks contrast and roles of everything above in each theme.
export const LightPolish: Story = {
  globals: { locale: 'pl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Pokaż hasło' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { name: 'Brak danych do wyświetlenia' }),
    ).toBeInTheDocument();
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('lang', 'pl');
  },
};

export const DarkPolish: Story = {
  globals: { locale: 'pl', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass(darkTheme);
    await expect(
      within(canvasElement).getByRole('switch', { name: 'Powiadomienia e-mail' }),
    ).toBeChecked();
  },
};

export const DarkGreek: Story = {
  globals: { locale: 'el', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Εμφάνιση κωδικού πρόσβασης' }),
    ).toBeInTheDocument();
  },
};
