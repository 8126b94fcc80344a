import { describe, expect, it } from 'vitest';
import { Emitter } from './Emitter';

describe('Emitter', () => {
  it('calls the listeners of an event with its payload until they stop listening', () => {
    const emitter = new Emitter<{ busy: boolean }>();
    const heard: boolean[] = [];
    const stop = emitter.on('busy', (busy) => heard.push(busy));

    emitter.emit('busy', true);
    stop();
    emitter.emit('busy', false);

    expect(heard).toEqual([true]);
  });

  it('still calls every listener when one stops listening while called', () => {
    const emitter = new Emitter<{ ping: number }>();
    const heard: string[] = [];
    const stopFirst = emitter.on('ping', () => {
      heard.push('first');
      stopFirst();
    });
    emitter.on('ping', () => heard.push('second'));

    emitter.emit('ping', 1);

    expect(heard).toEqual(['first', 'second']);
  });
});
