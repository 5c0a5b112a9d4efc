/** Today's calendar day (UTC), the booking day a schedule is shown from when the visitor has not chosen one. */
export const todayIso = () => new Date().toISOString().slice(0, 10);
