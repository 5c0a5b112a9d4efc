// `npm run new-resource -- <name>`: writes a defined resource's skeleton (src/resources/<name>.ts), lists it in
// src/resources/index.ts and writes its API test (tests/api/<name>.test.ts). Then: fill in the fields, run
// `npm run migration -- <name> --stamp <YYYY-MM-DDTHHMM>`, and run the test (docs/ARCHITECTURE.md, "Add a resource").
import fs from 'node:fs';
import path from 'node:path';
import { DEFINITIONS } from '../../src/resources';
import { definitionSource, namesOf, testSource } from './skeleton';

const [name] = process.argv.slice(2).filter((a) => a !== '--');
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error('Usage: npm run new-resource -- <name>   (lower case words joined by hyphens, plural: sales-offices)');
  process.exit(1);
}
if (DEFINITIONS.some((d) => d.name === name || d.table === namesOf(name).table)) {
  console.error(`A resource named ${name} is already defined (src/resources/index.ts)`);
  process.exit(1);
}
const definitionFile = path.resolve('src/resources', `${name}.ts`);
const testFile = path.resolve('tests/api', `${name}.test.ts`);
for (const f of [definitionFile, testFile])
  if (fs.existsSync(f)) {
    console.error(`${path.relative(process.cwd(), f)} exists: nothing written`);
    process.exit(1);
  }

// The one line in the list: an import after the last one, the name at the end of DEFINITIONS.
const indexFile = path.resolve('src/resources/index.ts');
let index = fs.readFileSync(indexFile, 'utf8');
const { ident } = namesOf(name);
const imports = [...index.matchAll(/^import \{ \w+ \} from '\.\/[\w-]+';$/gm)];
const last = imports[imports.length - 1];
const listed = /export const DEFINITIONS = \[([^\]]*)\] as const;/;
if (!last || !listed.test(index)) {
  console.error('src/resources/index.ts no longer has the shape this command edits: add the import and the list entry by hand');
  process.exit(1);
}
const at = last.index! + last[0].length;
index = `${index.slice(0, at)}\nimport { ${ident} } from './${name}';${index.slice(at)}`.replace(listed, (_, list: string) => `export const DEFINITIONS = [${list}, ${ident}] as const;`);

fs.writeFileSync(definitionFile, definitionSource(name));
fs.writeFileSync(testFile, testSource(name));
fs.writeFileSync(indexFile, index);
console.log(`Wrote src/resources/${name}.ts and tests/api/${name}.test.ts, and listed ${ident} in src/resources/index.ts.
Next: fill in the definition's fields, then npm run migration -- ${name} --stamp <YYYY-MM-DDTHHMM> and npx vitest run tests/api/${name}.test.ts`);
