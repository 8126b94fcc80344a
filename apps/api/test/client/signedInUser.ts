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
  await client.users.register({
    body: {
      email,
      password,
      acceptedConsents: { termsOfService: true, privacyPolicy: true },
    },
  });
  const { token } = await api.mailedToken(email, '/confirm/account');
  await client.auth.confirmAccount({ params: { token } });
  const { user } = await client.auth.login({ body: { email, password } });
  return { client, email, password, user };
}
