import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addPatient,
  addSignedInMember,
  createClinic,
  createExamination,
} from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { recorderEdf } from './recordingsFixtures';

/*
 * Requests that never finish arriving (issue 19): a stalled upload is answered 408 and its file
 * removed; a body trickled past the request deadline loses its connection. Short limits here,
 * so the tests wait a fraction of a second for what production waits a minute.
 */

const testApp = setUpTestApp({
  env: { UPLOAD_IDLE_TIMEOUT_MS: '400', REQUEST_BODY_TIMEOUT_MS: '400' },
});

let clinic: Clinic;
let nurse: StaffMember;
let patientId: string;
let port: number;

beforeAll(async () => {
  clinic = await createClinic(testApp, 'Slow Clients Clinic');
  nurse = await addSignedInMember(testApp, clinic.teamId, 'nurse');
  patientId = await addPatient(testApp, clinic.teamId, 'Piotr Zieliński');
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  port = (testApp.app.server.address() as AddressInfo).port;
});

/** Sends the headers and `sent` of the body, then nothing more; answers how the server replied. */
function stall(
  pathname: string,
  headers: Record<string, string>,
  sent: Buffer,
): Promise<{ response: IncomingMessage; body: string } | { error: Error }> {
  return new Promise((resolve) => {
    const stalled = request({ host: '127.0.0.1', port, method: 'POST', path: pathname, headers });
    stalled.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ response, body }));
    });
    stalled.on('error', (error) => resolve({ error }));
    stalled.write(sent);
  });
}

describe('a request that stops arriving', () => {
  it('answers a stalled recording upload with 408 and keeps no file of it', async () => {
    const examinationId = (
      await createExamination(testApp, clinic.admin.token, clinic.teamId, patientId)
    )._id;
    const bytes = recorderEdf(120);
    const outcome = await stall(
      `/api/teams/${clinic.teamId}/examinations/${examinationId}/recording?fileName=a.edf`,
      {
        authorization: `Bearer ${nurse.token}`,
        'content-type': 'application/octet-stream',
        'content-length': String(bytes.length),
      },
      bytes.subarray(0, 20_000),
    );
    expect('response' in outcome && outcome.response.statusCode).toBe(408);
    expect('body' in outcome && JSON.parse(outcome.body)).toMatchObject({
      code: 'REQUEST_TIMEOUT',
      message: 'The request took too long to arrive, try again',
    });
    const directory = path.join(testApp.config.dataDir, 'files', 'recordings', examinationId);
    const left = await readdir(directory, { recursive: true, withFileTypes: true }).catch(() => []);
    expect(left.filter((entry) => entry.isFile())).toEqual([]);
  });

  it('drops the connection of a JSON body that trickles past the request deadline', async () => {
    const outcome = await stall(
      '/api/login',
      { 'content-type': 'application/json', 'content-length': '200' },
      Buffer.from('{"email":"slow'),
    );
    expect(outcome).toMatchObject({ error: expect.any(Error) });
    // The server itself is unharmed: the next sign-in attempt is answered.
    const next = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.test', password: 'Wrong-password-1' },
    });
    expect(next.statusCode).toBe(401);
  });
});
