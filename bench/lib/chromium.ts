import { createRequire } from 'node:module';
import path from 'node:path';
import { WEB_DIR } from './web-app.js';

/**
 * Headless Chromium through Playwright, which apps/web already installs for its browser journeys (resolved from
 * there, so the bench adds no dependency). Debian's /usr/bin/chromium (`apt-get install chromium`; CI installs only the
 * headless shell, for the journeys): Playwright never downloads browsers here.
 * Only the few calls the benchmarks make are typed.
 */
export type CdpSession = { send(method: string, params?: Record<string, unknown>): Promise<unknown> };
export type BenchPage = {
  addInitScript(script: string): Promise<void>;
  goto(url: string, options: { waitUntil: 'load' | 'networkidle'; timeout?: number }): Promise<unknown>;
  waitForLoadState(state: 'load' | 'networkidle', options?: { timeout?: number }): Promise<void>;
  evaluate<T>(expression: string): Promise<T>;
  mouse: { wheel(deltaX: number, deltaY: number): Promise<void> };
  on(event: 'request' | 'requestfinished' | 'requestfailed', handler: () => void): void;
  waitForTimeout(ms: number): Promise<void>;
};
export type BenchContext = {
  newPage(): Promise<BenchPage>;
  newCDPSession(page: BenchPage): Promise<CdpSession>;
  close(): Promise<void>;
};
export type ContextOptions = {
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
  colorScheme: 'light' | 'dark';
};
export type BenchBrowser = {
  newContext(options: ContextOptions): Promise<BenchContext>;
  version(): string;
  close(): Promise<void>;
};

type Playwright = {
  chromium: { launch(options: { executablePath: string; args: string[] }): Promise<BenchBrowser> };
};

export const CHROMIUM = '/usr/bin/chromium';

export async function launchChromium(): Promise<BenchBrowser> {
  const requireFromWeb = createRequire(path.join(WEB_DIR, 'package.json'));
  const { chromium } = requireFromWeb('@playwright/test') as Playwright;
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
}
