import { Button, Heading, Stack, Text } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { SignupFrame } from './SignupFrame';

/** The root error boundary: an unexpected error shows a way out instead of a blank page. */
export function UnexpectedErrorPage() {
  const { t } = useTranslation();
  return (
    <SignupFrame>
      <Stack space="large" align="flex-start">
        <Heading level={1}>{t('unexpectedError.title')}</Heading>
        <Text>{t('unexpectedError.body')}</Text>
        <Button onPress={() => window.location.reload()}>{t('unexpectedError.reload')}</Button>
      </Stack>
    </SignupFrame>
  );
}
