import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { inputProblem } from '../lib/input-problem';

/** inputProblem's messages are fragments ("must not contain NUL characters"): the top-level message is a sentence. */
function sentence(field: string, message: string): string {
  const where = field === '_' ? 'the request body' : field;
  if (message.startsWith('field names ')) return `Field names in ${where} ${message.slice('field names '.length)}`;
  if (/^(must|is) /.test(message)) return `${field === '_' ? 'The request body' : `The value of ${field}`} ${message}`;
  return message;
}

const refuse = (field: string, message: string) => new HttpError(422, sentence(field, message), { [field]: message });

/** Checks route params, query and JSON bodies of every request before any handler or schema sees them. */
async function inputGuard(app: FastifyInstance) {
  // Plain JSON.parse keeps "__proto__" as an own key (never the prototype), so the check below can name it;
  // Fastify's parser would refuse it as "not valid JSON" without saying which field.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (!text.trim()) return done(new HttpError(400, 'The request body is empty; send a JSON object'), undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'The request body is not valid JSON'), undefined);
    }
  });

  // A callback hook: no promise per request (issue 41).
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query]) {
      const problem = inputProblem(part);
      if (problem) return done(refuse(problem.field, problem.message));
    }
    // Query values such as ?filter= are JSON themselves: their decoded form is checked where it is parsed.
    // JSON bodies only: multipart bodies hold file streams, which the upload route checks itself.
    if (request.body !== undefined && /json/i.test(String(request.headers['content-type'] ?? ''))) {
      const problem = inputProblem(request.body);
      if (problem) return done(refuse(problem.field, problem.message));
    }
    done();
  });
}

export default fp(inputGuard, { name: 'input-guard' });
