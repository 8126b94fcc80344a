import { describe, expect, it } from 'vitest';
import { bindHotkey, hotkeyEventType, hotkeyProblem } from './eventHotkeys';

const plain = { ctrlKey: false, altKey: false, metaKey: false };

describe('event hotkeys', () => {
  it('binds a key to a type, freeing the type’s previous key', () => {
    const once = bindHotkey({}, 'A', 'APNEA_OBSTRUCTIVE');
    expect(once).toEqual({ a: 'APNEA_OBSTRUCTIVE' });
    expect(bindHotkey(once, '1', 'APNEA_OBSTRUCTIVE')).toEqual({ '1': 'APNEA_OBSTRUCTIVE' });
  });

  it('refuses the viewer’s own keys, named keys and keys bound to another type', () => {
    const hotkeys = { h: 'HYPOPNEA' };
    expect(hotkeyProblem(hotkeys, '+', 'SNORE')).toBe('reserved');
    expect(hotkeyProblem(hotkeys, 'F1', 'SNORE')).toBe('invalid');
    expect(hotkeyProblem(hotkeys, 'H', 'SNORE')).toBe('taken');
    expect(hotkeyProblem(hotkeys, 'h', 'HYPOPNEA')).toBeUndefined();
    expect(bindHotkey(hotkeys, 'h', 'SNORE')).toBe(hotkeys);
  });

  it('scores with a plain press only, whatever the case', () => {
    const hotkeys = { h: 'HYPOPNEA' };
    expect(hotkeyEventType(hotkeys, { ...plain, key: 'H' })).toBe('HYPOPNEA');
    expect(hotkeyEventType(hotkeys, { ...plain, key: 'h', ctrlKey: true })).toBeUndefined();
    expect(hotkeyEventType(hotkeys, { ...plain, key: 'x' })).toBeUndefined();
  });
});
