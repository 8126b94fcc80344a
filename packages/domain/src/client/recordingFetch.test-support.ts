import type { User } from '../schemas/user';

/** One request as the client handed it to fetch. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
}

/** Answers one request: a Response, or a thrown error standing for a failed network. */
export type Answer = (
  request: RecordedRequest,
  signal: AbortSignal | undefined,
) => Response | Promise<Response>;

/** A fetch that records what the client sends and answers from a queue, in order. */
export function recordingFetch(...answers: Answer[]): {
  fetch: typeof fetch;
  requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  const recordedFetch: typeof globalThis.fetch = async (input, init) => {
    const request: RecordedRequest = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body,
    };
    requests.push(request);
    const answer = answers.shift();
    if (!answer) throw new Error(`no answer left for ${request.method} ${request.url}`);
    return answer(request, init?.signal ?? undefined);
  };
  return { fetch: recordedFetch, requests };
}

export function json(status: number, body: unknown): Answer {
  return () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const aUser: User = {
  id: '5b1f5c1e-8a57-4c8e-9a38-2f1a3c4d5e6f',
  email: 'anna.kowalska@example.com',
  fullName: 'Anna Kowalska',
  avatar: null,
  role: [],
  confirmed: true,
  settings: { language: 'pl', temperatureUnits: 'celsius', lengthUnits: 'metric' },
  personalDetails: {
    fullName: 'Anna Kowalska',
    dateOfBirth: '1984-03-12',
    gender: 'female',
    height: 168,
  },
  createdAt: '2026-01-05T09:30:00.000Z',
};
