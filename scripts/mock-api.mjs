// `npm run mock`: the demo content of db.json through json-server, in ra-data-simple-rest's dialect.
// No accounts, no permissions, no validation of REST writes; changes live in memory until you stop it.
import { createMockServer, DEFAULT_DB_FILE } from './mock/server.mjs';

const port = Number(process.env.MOCK_PORT || process.env.PORT || 3001);
const host = process.env.HOST || '127.0.0.1';
const dbFile = process.env.MOCK_DB || DEFAULT_DB_FILE;

const server = createMockServer({ dbFile, logger: process.env.MOCK_QUIET !== '1', publicUrl: process.env.PUBLIC_URL || undefined }).listen(port, host, () => {
  const { port: actual } = server.address();
  console.log(`\n  Mock API (json-server 0.17, in memory, from ${dbFile})\n  http://${host}:${actual}/api/projects?range=[0,9]\n`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
