/**
 * In-person viewings (issue 29): offered for ready projects, and for projects still being built that have a show
 * apartment to visit (the project's `show_apartment` flag). The site's booking section, the slots route and the
 * booking service all ask this.
 */
export const viewingOffered = (project: { status?: unknown; show_apartment?: unknown } | null | undefined): boolean =>
  !!project && (project.status === 'ready' || project.show_apartment === true || project.show_apartment === 1);

export const VIEWING_REFUSED = 'Viewings are booked from the page of a ready project or of one with a show apartment';
