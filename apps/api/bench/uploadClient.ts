/**
 * The upload of the EDF task benchmarks as a client of its own: a child process streams the file
 * with `node:http`, so the server's time and memory are the server's (a client on the same thread
 * took half the time of an import and counted in its memory). Run as a module it is the child: it
 * says `ready` once loaded and sends when told `go`, so its start-up is not timed.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';

/** What the child answers on standard output after `ready`. */
interface UploadAnswer {
  status: number;
  body: string;
}

/** An upload client ready to send: `send()` starts it and answers the server's answer. */
export interface UploadClient {
  send(): Promise<UploadAnswer>;
}

/** Starts a child process that will POST `file` to `url` with `headers`; resolves once it is ready. */
export async function uploadClient(
  url: string,
  headers: Record<string, string>,
  file: string,
): Promise<UploadClient> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, import.meta.filename, url, JSON.stringify(headers), file],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  child.stdout.setEncoding('utf8');
  let output = '';
  const ended = new Promise<UploadAnswer>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output.slice('ready\n'.length)) as UploadAnswer);
      else reject(new Error(`the upload client exited ${code}`));
    });
  });
  const ready = new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (output.startsWith('ready\n')) resolve();
    });
  });
  await Promise.race([ready, ended]);
  return {
    send: () => {
      child.stdin.end('go\n');
      return ended;
    },
  };
}

/** The child: streams the file in 1 MB reads and prints the answer as JSON. */
async function upload(url: string, headers: Record<string, string>, file: string) {
  process.stdout.write('ready\n');
  process.stdin.resume();
  await once(process.stdin, 'data');
  const request = http.request(url, {
    method: 'POST',
    headers: { ...headers, 'content-length': statSync(file).size },
  });
  request.on('error', (error) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  });
  createReadStream(file, { highWaterMark: 1 << 20 }).pipe(request);
  const [response] = (await once(request, 'response')) as [http.IncomingMessage];
  let body = '';
  response.setEncoding('utf8');
  for await (const chunk of response) body += chunk as string;
  process.stdout.write(JSON.stringify({ status: response.statusCode ?? 0, body }));
  process.exit(0);
}

if (process.argv[1] === import.meta.filename) {
  const [url = '', headers = '{}', file = ''] = process.argv.slice(2);
  await upload(url, JSON.parse(headers) as Record<string, string>, file);
}
