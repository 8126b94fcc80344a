import type { Plan } from '@telemed/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Heading } from '../Typography/Heading';
import { Text } from '../Typography/Text';
import { Stack } from '../../layout/Stack';
import * as styles from './Payments.css';
import { usePlanText } from './planText';

/** Props of {@link PlanChoice}. */
export interface PlanChoiceProps {
  /** The offered plans, in the order to show them. */
  plans: readonly Plan[];
  /** The plan chosen so far, marked as such. */
  chosenPlanId?: number;
  /** Called with the plan the patient chooses. */
  onChoose: (planId: number) => void;
  /** While a choice is being sent: the buttons wait. */
  isDisabled?: boolean;
  /** Heading level of each plan's name, below the page's own headings. @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The plans to choose from (signup page, choose-plan modal): one card a plan with its kind,
 * price, period and trial, and a button to choose it. A list, so screen readers count the plans;
 * each button names its plan. One column on phones, side by side on wider screens.
 */
export function PlanChoice({
  plans,
  chosenPlanId,
  onChoose,
  isDisabled = false,
  headingLevel = 2,
}: PlanChoiceProps) {
  const { t } = useTranslation('ui');
  const text = usePlanText();
  return (
    <ul className={styles.planList} aria-label={t('payments.plans')}>
      {plans.map((plan) => {
        const name = text.kindName(plan.kind);
        const headingId = `plan-${plan.id}-name`;
        const isChosen = plan.id === chosenPlanId;
        const trial = text.trial(plan);
        return (
          <Card as="li" key={plan.id} aria-labelledby={headingId} className={styles.planCard}>
            <Stack space="small" align="flex-start">
              <Heading level={headingLevel} size="medium" id={headingId}>
                {name}
              </Heading>
              <Text size="large" weight="bold">
                {text.price(plan.price)}
              </Text>
              <Text tone="secondary">{text.terms(plan)}</Text>
              {trial && <Badge tone="info">{trial}</Badge>}
              {isChosen && <Badge tone="success">{t('payments.chosen')}</Badge>}
              <Button
                variant={isChosen ? 'primary' : 'secondary'}
                aria-describedby={headingId}
                isDisabled={isDisabled}
                onPress={() => onChoose(plan.id)}
              >
                {t('payments.choose')}
              </Button>
            </Stack>
          </Card>
        );
      })}
    </ul>
  );
}
