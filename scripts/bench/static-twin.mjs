// The physical limit on this machine: a bare node:http server sending recorded responses, byte for byte.
// Usage: node scripts/bench/static-twin.mjs <record.json> <port>; the record maps a URL to
// { status, headers: [[name, value]...], body: base64 } as the real server answered it.
import fs from 'node:fs';
import http from 'node:http';

const [recordFile, port] = process.argv.slice(2);
const record = JSON.parse(fs.readFileSync(recordFile, 'utf8'));
const responses = new Map(
  Object.entries(record).map(([url, r]) => [url, { status: r.status, headers: r.headers.flat(), body: Buffer.from(r.body, 'base64') }]),
);

http
  .createServer((req, res) => {
    if (req.url === '/__ready') {
      res.writeHead(204).end();
      return;
    }
    const found = responses.get(req.url);
    if (!found) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not recorded');
      return;
    }
    res.writeHead(found.status, found.headers);
    res.end(found.body);
  })
  .listen(Number(port), '127.0.0.1');

process.on('SIGTERM', () => process.exit(0));
