import { createHmac } from 'node:crypto';
import type { PaymentsConfig } from '../config';
import type { PaymentProvider } from './paymentProvider';
import { SandboxProvider } from './sandboxProvider';
import { StripeProvider } from './stripeProvider';

/** The configured provider, and the sandbox itself when it is the one (its page settles checkouts). */
export interface ConfiguredProvider {
  provider: PaymentProvider;
  sandbox: SandboxProvider | null;
}

/**
 * The payment provider PAYMENT_PROVIDER names (README "Configuration"): the embedded sandbox,
 * whose deliveries are signed with a key derived from the server's secret, or Stripe with its
 * keys from the environment.
 */
export function createPaymentProvider(
  config: PaymentsConfig,
  serverSecret: string,
  publicUrl: string,
): ConfiguredProvider {
  if (config.provider === 'stripe' && config.stripe) {
    return { provider: new StripeProvider(config.stripe), sandbox: null };
  }
  const sandbox = new SandboxProvider(
    createHmac('sha256', serverSecret).update('telemed sandbox webhooks').digest('hex'),
    (checkoutId) => `${publicUrl}/register-rehabilitation/sandbox-checkout/${checkoutId}`,
  );
  return { provider: sandbox, sandbox };
}
