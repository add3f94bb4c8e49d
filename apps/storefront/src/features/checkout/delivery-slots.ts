/** '14:35': when a hold ends, in Rome. */
export function holdEndTime(expiresAt: string): string {
  const end = new Date(expiresAt)
  if (Number.isNaN(end.getTime())) return ''
  return new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    hour: '2-digit',
    minute: '2-digit',
  }).format(end)
}
