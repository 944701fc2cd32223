/** "14:05" to "2:05 PM"; the input unchanged when it is not HH:MM. */
export function to12HourLabel(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  const meridiem = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${meridiem}`;
}
