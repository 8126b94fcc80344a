import { LANGUAGES, PLAN_KINDS } from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { composePaymentMail } from '../../src/mail/paymentMail';

const content = (language: (typeof LANGUAGES)[number]) => ({
  language,
  fullName: 'Zofia Lewandowska',
  planKind: 'subscription' as const,
  teamName: 'Rehabilitation Clinic',
  recoverCode: '04817263',
  link: { kind: 'confirmAccount' as const, url: 'https://telemed.test/confirm/account?token=t' },
});

describe('the plan confirmation mail', () => {
  it('is written in each language with the recover code, the clinic and the link', () => {
    const english = composePaymentMail(content('en-GB'));
    for (const language of LANGUAGES) {
      const mail = composePaymentMail(content(language));
      for (const part of [mail.text, mail.html]) {
        expect(part, language).toContain('04817263');
        expect(part, language).toContain('Rehabilitation Clinic');
        expect(part, language).toContain('https://telemed.test/confirm/account?token=t');
      }
      if (language !== 'en-GB') {
        expect(mail.subject, language).not.toBe(english.subject);
        expect(mail.text, language).not.toContain('recover code');
      }
    }
  });

  it('names every plan kind differently', () => {
    for (const language of LANGUAGES) {
      const subjects = PLAN_KINDS.map(
        (planKind) => composePaymentMail({ ...content(language), planKind }).subject,
      );
      expect(new Set(subjects).size, language).toBe(PLAN_KINDS.length);
    }
  });
});
