/**
 * What the page reports about its own layout stability and largest paint, collected by `PerformanceObserver`s that
 * an init script registers before any of the page's scripts run (`buffered`, so entries from before are kept too).
 */
export type Shift = { value: number; startTime: number; hadRecentInput: boolean; sources: string[] };
export type Paint = { time: number; element: string; url: string };
export type PagePerformance = { shifts: Shift[]; lcp: Paint | null };

/** Runs in the page: fills `window.__atelierPerf`. */
export const OBSERVER_SCRIPT = `(() => {
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node ? node.nodeName : 'unknown';
    const label = node.getAttribute('aria-label') || node.getAttribute('alt') || '';
    const cls = typeof node.className === 'string' ? node.className.split(' ')[0] : '';
    return node.tagName.toLowerCase() + (cls ? '.' + cls : '') + (label ? ' "' + label.slice(0, 40) + '"' : '');
  };
  const perf = { shifts: [], lcp: null };
  window.__atelierPerf = perf;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      perf.shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources || []).map((source) => describe(source.node)),
      });
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const entry = list.getEntries().at(-1);
    if (entry)
      perf.lcp = { time: entry.renderTime || entry.loadTime || entry.startTime, element: describe(entry.element), url: entry.url || '' };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

export const READ_PERFORMANCE = 'JSON.parse(JSON.stringify(window.__atelierPerf))';

/**
 * Cumulative Layout Shift as Chromium's Web Vitals define it: shifts without recent input grouped into session
 * windows (a new window after a 1 s gap or once a window spans 5 s), the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: readonly Shift[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    if (shift.startTime - previous >= 1000 || shift.startTime - windowStart >= 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}
