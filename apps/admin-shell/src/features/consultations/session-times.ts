/** A session's time of day in a zone, with the zone's short name: '9:00 AM EST'. */
export const timeIn = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(instant));
