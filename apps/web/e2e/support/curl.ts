import { spawn } from 'node:child_process';

export type CurlAnswer = { status: number; body: unknown };

/**
 * Runs the real `curl` binary against the journeys' hub, as a script holding an API key would: `Authorization:
 * Bearer <key>`, a JSON body for POST. Resolves when curl has exited, with the status and the parsed JSON answer.
 */
export function curl(
  url: string,
  options: { apiKey: string; method?: 'GET' | 'POST'; json?: unknown },
): Promise<CurlAnswer> {
  const args = [
    '--silent',
    '--show-error',
    '--write-out',
    '\n%{http_code}',
    '--request',
    options.method ?? 'GET',
  ];
  args.push('--header', `Authorization: Bearer ${options.apiKey}`);
  if (options.json !== undefined)
    args.push('--header', 'Content-Type: application/json', '--data', JSON.stringify(options.json));
  return new Promise((resolve, reject) => {
    const child = spawn('curl', [...args, url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`curl exited with ${code}: ${stderr}`));
      const cut = stdout.lastIndexOf('\n');
      resolve({ status: Number(stdout.slice(cut + 1)), body: JSON.parse(stdout.slice(0, cut)) });
    });
  });
}

/** The stable code of a tRPC error answer (`error.json.data.errorCode`), or null for a success. */
export const errorCodeOf = (body: unknown): string | null =>
  (body as { error?: { json?: { data?: { errorCode?: string } } } }).error?.json?.data?.errorCode ?? null;
