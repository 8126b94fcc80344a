import type { RecoverCode } from '@telemed/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../format/dateTime';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Heading } from '../Typography/Heading';
import { Text } from '../Typography/Text';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import * as styles from './Payments.css';

/** Props of {@link RecoverCodeDisplay}. */
export interface RecoverCodeDisplayProps {
  /** The code the mobile app asks for, and when it was made. */
  recoverCode: RecoverCode;
  /** Asks the server for a new code; the old one stops working. */
  onRegenerate: () => void;
  /** While the new code is on its way. */
  isRegenerating?: boolean;
  /**
   * Writes the code to the clipboard.
   * @default navigator.clipboard.writeText
   */
  copyText?: (text: string) => Promise<void>;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The mobile app's recover code on the subscription page: shown in large digits (selectable as a
 * whole), copied with one press (the result announced), and replaced on request.
 */
export function RecoverCodeDisplay({
  recoverCode,
  onRegenerate,
  isRegenerating = false,
  copyText = (text) => navigator.clipboard.writeText(text),
}: RecoverCodeDisplayProps) {
  const { t } = useTranslation('ui');
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const copy = () => {
    copyText(recoverCode.code).then(
      () => setCopyState('copied'),
      () => setCopyState('failed'),
    );
  };
  return (
    <Card as="section" aria-labelledby="recover-code-title">
      <Stack space="medium" align="flex-start">
        <Heading level={2} size="large" id="recover-code-title">
          {t('payments.recoverCode.title')}
        </Heading>
        <Text tone="secondary">{t('payments.recoverCode.description')}</Text>
        <Text as="strong" className={styles.recoverCode} aria-describedby="recover-code-date">
          {recoverCode.code}
        </Text>
        <Text size="small" tone="secondary" id="recover-code-date">
          {t('payments.recoverCode.createdAt', {
            date: formatDate(new Date(recoverCode.createdAt)),
          })}
        </Text>
        <Inline space="medium">
          <Button variant="secondary" onPress={copy}>
            {t('payments.recoverCode.copy')}
          </Button>
          <Button
            variant="ghost"
            isPending={isRegenerating}
            onPress={onRegenerate}
            aria-describedby="recover-code-regenerate-hint"
          >
            {t('payments.recoverCode.regenerate')}
          </Button>
        </Inline>
        <Text size="small" tone="secondary" id="recover-code-regenerate-hint">
          {t('payments.recoverCode.regenerateHint')}
        </Text>
        <Text role="status" size="small" tone={copyState === 'failed' ? 'critical' : 'positive'}>
          {copyState === 'copied' && t('payments.recoverCode.copied')}
          {copyState === 'failed' && t('payments.recoverCode.copyFailed')}
        </Text>
      </Stack>
    </Card>
  );
}
