import { MemoryTokenStore, REALTIME_RECONNECT_DELAY_MS, RealtimeClient } from '@telemed/domain';
import type { RealtimeState } from '@telemed/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRunningApi } from './runningApi';
import type { RunningApi } from './runningApi';
import { signedInUser } from './signedInUser';

let api: RunningApi;
const realtimeClients: RealtimeClient[] = [];

beforeAll(async () => {
  api = await startRunningApi();
});

afterEach(() => {
  for (const realtime of realtimeClients.splice(0)) realtime.disconnect();
});

afterAll(async () => {
  await api.close();
});

function realtimeWith(tokenStore: MemoryTokenStore): RealtimeClient {
  const realtime = new RealtimeClient({ tokenStore, url: api.origin });
  realtimeClients.push(realtime);
  return realtime;
}

function settledState(realtime: RealtimeClient): Promise<RealtimeState> {
  return new Promise((resolve) => {
    const stop = realtime.subscribe(() => {
      if (realtime.state.status === 'connected' || realtime.state.status === 'rejected') {
        stop();
        resolve(realtime.state);
      }
    });
  });
}

describe('the realtime client against the real API', () => {
  it('connects with the stored token and hears session.ready for its user', async () => {
    const { client, user } = await signedInUser(api);
    const realtime = realtimeWith(new MemoryTokenStore(client.tokenStore.get()));
    const ready = new Promise<{ userId: string }>((resolve) =>
      realtime.on('session.ready', resolve),
    );

    realtime.connect();

    await expect(ready).resolves.toEqual({ userId: user.id });
    expect(realtime.state).toEqual({ status: 'connected' });
  });

  it('is rejected without a token', async () => {
    const realtime = realtimeWith(new MemoryTokenStore());
    const settled = settledState(realtime);

    realtime.connect();

    await expect(settled).resolves.toEqual({
      status: 'rejected',
      reason: 'TOKEN_EXPIRED_OR_INVALID',
    });
  });

  it('retries a refused socket after 10 s, with the token stored meanwhile', async () => {
    const { client } = await signedInUser(api);
    const tokenStore = new MemoryTokenStore();
    const realtime = realtimeWith(tokenStore);
    const rejected = settledState(realtime);
    realtime.connect();
    await rejected;
    const refusedAt = Date.now();

    tokenStore.set(client.tokenStore.get()!);
    const connected = await settledState(realtime);

    expect(connected).toEqual({ status: 'connected' });
    expect(Date.now() - refusedAt).toBeGreaterThanOrEqual(REALTIME_RECONNECT_DELAY_MS - 100);
  });

  it('reconnects every 10 s without limit', async () => {
    const realtime = realtimeWith(new MemoryTokenStore());
    const manager = (await realtime.socket()).io;

    expect({
      reconnection: manager.reconnection(),
      attempts: manager.reconnectionAttempts(),
      delay: manager.reconnectionDelay(),
      delayMax: manager.reconnectionDelayMax(),
      randomization: manager.randomizationFactor(),
    }).toEqual({
      reconnection: true,
      attempts: Infinity,
      delay: 10_000,
      delayMax: 10_000,
      randomization: 0,
    });
  });
});
