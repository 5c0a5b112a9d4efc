/**
 * Which projects offer viewings (issue 29): a ready project, or an off-plan one with a show apartment; calls are
 * offered for any. One rule for the project page's booking choices, the open slots and the booking itself.
 * (No yup here: the project page imports it, and the site's first load stays without the form code.)
 */
export const offersViewings = (project: { status: string; show_apartment?: boolean | number | null } | null | undefined): boolean =>
  !!project && (project.status === 'ready' || !!project.show_apartment);

export const NO_VIEWINGS = 'Viewings are offered for ready projects and projects with a show apartment: book a call instead';
