/*
 * The ETA date and time cells of an imported row, as spreadsheets write them. Dates are read
 * day first (Nigerian usage: 15/01/2027 is the 15th of January) unless they start with a
 * four-digit year (the export's own 2027-01-15); times are 24-hour or 12-hour with am/pm.
 * Both are Lagos wall-clock values: the caller turns them into an instant.
 */

export const etaMessages = {
  date: 'Please write the date day first, as DD/MM/YYYY or D/M/YY (e.g. 15/01/2027 or 15/1/27), or as YYYY-MM-DD',
  noDay: 'That day does not exist (dates are read day first: DD/MM/YYYY, D/M/YY or YYYY-MM-DD)',
  time: 'Please write the time in Lagos time as HH:MM, 24-hour (e.g. 14:30), or with am/pm (e.g. 2pm, 2:30 pm)',
} as const;

export type EtaDate = { ok: true; day: string } | { ok: false; message: string };

// The same separator twice: "15/01-2027" is not a date.
const yearFirst = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/;
const dayFirst = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{2}|\d{4})$/;

const pad = (value: number) => String(value).padStart(2, '0');

function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= lastDay;
}

/** "15/01/2027", "15/1/27", "15.01.2027", "15-01-27", "2027-01-15" → "2027-01-15". */
export function readEtaDate(cell: string): EtaDate {
  const text = cell.trim();
  let parts: [number, number, number];
  const iso = yearFirst.exec(text);
  const local = iso ? null : dayFirst.exec(text);
  if (iso) parts = [Number(iso[1]), Number(iso[3]), Number(iso[4])];
  else if (local) {
    const year = local[4]!.length === 2 ? 2000 + Number(local[4]) : Number(local[4]);
    parts = [year, Number(local[3]), Number(local[1])];
  } else return { ok: false, message: etaMessages.date };
  const [year, month, day] = parts;
  if (!isRealDay(year, month, day)) return { ok: false, message: etaMessages.noDay };
  return { ok: true, day: `${year}-${pad(month)}-${pad(day)}` };
}

const clock24 = /^(\d{1,2}):([0-5]\d)(?::[0-5]\d)?$/;
// "2pm", "2 PM", "2:30pm", "2:30:00 PM", "11:59 p.m."
const clock12 = /^(\d{1,2})(?::([0-5]\d)(?::[0-5]\d)?)?\s*([ap])\.?\s*m\.?$/i;

/** "14:30", "9:05", "14:30:00", "2pm", "2:30 PM", "12am" → "HH:mm"; null when it is not a time. */
export function readEtaTime(cell: string): string | null {
  const text = cell.trim();
  const plain = clock24.exec(text);
  if (plain) {
    const hour = Number(plain[1]);
    return hour <= 23 ? `${pad(hour)}:${plain[2]}` : null;
  }
  const twelve = clock12.exec(text);
  if (!twelve) return null;
  const hour = Number(twelve[1]);
  if (hour < 1 || hour > 12) return null;
  // 12am is midnight, 12pm noon.
  const hour24 = (hour % 12) + (twelve[3]!.toLowerCase() === 'p' ? 12 : 0);
  return `${pad(hour24)}:${twelve[2] ?? '00'}`;
}
