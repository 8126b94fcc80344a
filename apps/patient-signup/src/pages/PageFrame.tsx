import { Heading, Stack, Text } from '@telemed/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { registrationStepCount } from '../routes/signupRouteHandle';
import { useCurrentPage } from '../routes/useCurrentPage';

/** Props of {@link PageFrame}. */
export interface PageFrameProps {
  /** The page's content below its title. */
  children: ReactNode;
}

/**
 * The head of a signup page: the registration step (on steps of the flow) and the translated
 * title, both taken from the route's metadata, followed by the page's content.
 */
export function PageFrame({ children }: PageFrameProps) {
  const { t } = useTranslation();
  const { page, registrationStep } = useCurrentPage();
  return (
    <Stack as="article" space="large" aria-labelledby="page-title">
      {registrationStep !== undefined && (
        <Text size="small" tone="secondary" weight="medium">
          {t('stepProgress', { current: registrationStep, total: registrationStepCount })}
        </Text>
      )}
      <Heading level={1} id="page-title">
        {t(`pages.${page}.title`)}
      </Heading>
      {children}
    </Stack>
  );
}
