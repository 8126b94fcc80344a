import { describe, expect, it } from 'vitest';
import { ALERT_LIMIT, limitAlertMessage } from './alertConstants';

describe('limitAlertMessage', () => {
  it('keeps messages up to the limit as they are', () => {
    const message = 'x'.repeat(ALERT_LIMIT);
    expect(limitAlertMessage(message)).toBe(message);
  });

  it('cuts longer messages to the limit, ending with an ellipsis', () => {
    const limited = limitAlertMessage('y'.repeat(ALERT_LIMIT + 50));
    expect(limited).toHaveLength(ALERT_LIMIT);
    expect(limited.endsWith('…')).toBe(true);
  });
});
