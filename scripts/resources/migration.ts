// `npm run migration -- <resource> [--stamp 2026-11-27T0070]`: writes the frozen migration that creates a defined
// resource's table (src/resources/<name>.ts, issue 38) and registers it in server/db/connect.ts.
import fs from 'node:fs';
import path from 'node:path';
import { DEFINITIONS } from '../../src/resources';
import { migrationSource } from '../../server/db/generate/plan';

const [name, ...rest] = process.argv.slice(2).filter((a) => a !== '--');
const stampArg = rest.indexOf('--stamp');
const def = DEFINITIONS.find((d) => d.name === name);
if (!def) {
  console.error(`No definition named "${name ?? ''}" in src/resources/index.ts (known: ${DEFINITIONS.map((d) => d.name).join(', ')})`);
  process.exit(1);
}
// Sortable like the others: 2026-11-27T0930 (UTC), or the stamp given.
const stamp = stampArg >= 0 ? rest[stampArg + 1] : new Date().toISOString().replace(/:\d{2}\.\d{3}Z$/, '').replace(':', '');
if (!/^\d{4}-\d{2}-\d{2}T\d{4,5}$/.test(stamp ?? '')) {
  console.error('--stamp must look like 2026-11-27T0930');
  process.exit(1);
}
const file = `${stamp}-${def.name}`;
const target = path.resolve('server/db/migrations', `${file}.ts`);
if (fs.existsSync(target)) {
  console.error(`${target} exists: migrations are frozen; give a new --stamp for a change`);
  process.exit(1);
}
fs.writeFileSync(target, migrationSource(def, stamp));

// Registered where every migration is: an import and an entry of the list in server/db/connect.ts.
const connectFile = path.resolve('server/db/connect.ts');
let connect = fs.readFileSync(connectFile, 'utf8');
const ident = `${def.name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Table`;
const imports = [...connect.matchAll(/^import \* as \w+ from '\.\/migrations\/[^']+';.*$/gm)];
const lastImport = imports[imports.length - 1];
const at = lastImport.index! + lastImport[0].length;
connect = `${connect.slice(0, at)}\nimport * as ${ident} from './migrations/${file}'; // ${def.name} (src/resources/${def.name}.ts)${connect.slice(at)}`;
const listEnd = connect.indexOf('\n};', connect.indexOf('const migrations: Record<string, Migration> = {'));
connect = `${connect.slice(0, listEnd)}\n  '${file}': ${ident},${connect.slice(listEnd)}`;
fs.writeFileSync(connectFile, connect);
console.log(`Wrote server/db/migrations/${file}.ts and registered it in server/db/connect.ts`);
