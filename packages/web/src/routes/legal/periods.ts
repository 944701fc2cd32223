/** "48 hours (2 days)", "1 hour", "36 hours": a period as the Privacy page says it. */
export function hoursInWords(hours: number): string {
  const plain = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  if (hours < 24 || hours % 24 !== 0) return plain;
  const days = hours / 24;
  return `${plain} (${daysInWords(days)})`;
}

export function daysInWords(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
