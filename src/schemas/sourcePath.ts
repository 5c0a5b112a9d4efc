import { boundedFormat } from './fields';

export const SOURCE_PATH_MAX = 500;
export const SOURCE_PATH_MESSAGE = 'source_path must be a path of this site, starting with one /';

/**
 * A page of this site as the browser's location.pathname (and search) gives it: one "/" and then only URL
 * characters. E-mails show PUBLIC_URL + this path as our page, so "http://host@evil.example/login",
 * "//evil.example", "/\evil", a space or a control character (which would start a second link in a text
 * e-mail) are refused.
 */
export const isSourcePath = (v: string) => /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/.test(v);

/** The page a public form was sent from (issue 37 item 3): the one rule of every public form that carries one. */
export const sourcePathField = () =>
  boundedFormat(SOURCE_PATH_MAX, `source_path must be at most ${SOURCE_PATH_MAX} characters`, isSourcePath, SOURCE_PATH_MESSAGE)
    .nullable()
    .default(null);

/** PUBLIC_URL + the path when it is one of our pages, else our home page: a stored path never links elsewhere. */
export const pageUrl = (publicUrl: string, path: string | null | undefined) => `${publicUrl}${path && isSourcePath(path) ? path : '/'}`;
