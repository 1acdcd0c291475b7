/**
 * The baseline of the SSR figure: a bare `node:http` server answering every request with the same HTML bytes the
 * hub rendered. Run as its own process: `node html-server.ts <html file>` with PORT set.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [htmlFile] = process.argv.slice(2);
if (!htmlFile) throw new Error('usage: node html-server.ts <html file>');
const html = readFileSync(htmlFile);
const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': html.length };

const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(html);
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => server.close());
