/** The site's favicon: the product mark (skyline in sand on navy). */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0b3c5d"/><path d="M7 24h18M10 24V14h3v10M15 24V8h3v16M20 24v-7h3v7" stroke="#c8962e" stroke-width="2" fill="none"/></svg>`;
