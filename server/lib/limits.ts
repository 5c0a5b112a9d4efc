/** Public forms are a few hundred bytes; a larger body is refused before it is parsed (413). */
export const PUBLIC_FORM_BODY_LIMIT = 16 * 1024;
