/**
 * Business Hours delay (-1 in the response configuration): the reply waits for the next opening,
 * Monday to Friday 9:00-17:00 in the team's IANA timezone (UTC when the team has none). A message
 * that arrives while open is answered without extra delay.
 */
export const BUSINESS_HOURS = { openHour: 9, closeHour: 17, days: [1, 2, 3, 4, 5] } as const;

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function localClock(now: Date, timeZone: string): { weekday: number; minuteOfDay: number } {
  let weekday = 0;
  let hour = 0;
  let minute = 0;
  for (const part of formatterFor(timeZone).formatToParts(now)) {
    if (part.type === "weekday") weekday = WEEKDAYS[part.value] ?? 0;
    else if (part.type === "hour") hour = Number(part.value);
    else if (part.type === "minute") minute = Number(part.value);
  }
  return { weekday, minuteOfDay: hour * 60 + minute };
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whole minutes from `now` to the next business-hours opening (0 when open now). Walks forward in
 * local wall-clock minutes, so a daylight-saving change inside the wait may shift it by an hour.
 */
export function minutesUntilBusinessHours(now: Date, timeZone = "UTC"): number {
  const zone = isValidTimeZone(timeZone) ? timeZone : "UTC";
  const { weekday, minuteOfDay } = localClock(now, zone);
  const open = BUSINESS_HOURS.openHour * 60;
  const close = BUSINESS_HOURS.closeHour * 60;
  const isBusinessDay = (day: number) => (BUSINESS_HOURS.days as readonly number[]).includes(day);
  if (isBusinessDay(weekday) && minuteOfDay >= open && minuteOfDay < close) return 0;
  let wait = isBusinessDay(weekday) && minuteOfDay < open ? open - minuteOfDay : 24 * 60 - minuteOfDay + open;
  let day = isBusinessDay(weekday) && minuteOfDay < open ? weekday : (weekday + 1) % 7;
  while (!isBusinessDay(day)) {
    wait += 24 * 60;
    day = (day + 1) % 7;
  }
  return wait;
}
