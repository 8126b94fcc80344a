import type { ApiClient, User } from '@telemed/domain';
import { uniqueEmail } from '../helpers/testApp';
import type { RunningApi } from './runningApi';

export interface SignedInUser {
  client: ApiClient;
  email: string;
  password: string;
  user: User;
}

/** Registers, confirms from the mailed link and signs in, all through the client. */
export async function signedInUser(api: RunningApi): Promise<SignedInUser> {
  const client = api.newClient();
  const email = uniqueEmail();
  const password = 'Sunny-Meadow-42';
  await client.register({
    email,
    password,
    acceptedConsents: { termsOfService: true, privacyPolicy: true },
  });
  const { token } = await api.mailedToken(email, '/confirm/account');
  await client.confirmAccount(token);
  const { user } = await client.login({ email, password });
  return { client, email, password, user };
}
