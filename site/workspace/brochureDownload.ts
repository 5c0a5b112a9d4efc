/** Where this browser keeps the token of a visitor who already left their details for a brochure (issue 27, item 4). */
export const BROCHURE_KEY = 'brochure_visitor';

/** Starts the download of an address the server gave (the browser keeps the page). */
export function download(url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}
