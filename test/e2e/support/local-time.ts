/** ISO 8601 with the local offset, as the extension writes due times (the browser runs in this process's zone). */
export function localIso(date: Date): string {
  const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** The next Monday (after today) at 8:00 local time. */
export function nextMondayAtEight(now = new Date()): Date {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 8, 0, 0);
  do date.setDate(date.getDate() + 1);
  while (date.getDay() !== 1);
  return date;
}

/** The local date a week after `date`, at the same wall-clock time. */
export function weekLater(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 7, date.getHours(), date.getMinutes());
}
