import { z } from "zod";

/** The years a day or moment sent by a client may fall in: the store's sales and the inbox's messages. */
export const FIRST_DAY = "2000-01-01";
export const LAST_DAY = "2100-12-31";
export const DAY_OUT_OF_RANGE = `Dates must be between ${FIRST_DAY} and ${LAST_DAY}`;

const within = (day: string) => day >= FIRST_DAY && day <= LAST_DAY;

/**
 * A calendar day (YYYY-MM-DD) within FIRST_DAY..LAST_DAY. Year 0000 broke the database's date
 * arithmetic (a 500) and 9999-12-31 made a day loop run past year 10000 (a request that never
 * ended and stalled every team): both are refused with this message.
 */
export const calendarDaySchema = z.iso.date().refine(within, { message: DAY_OUT_OF_RANGE });

/** A moment (ISO date-time) whose day is within the same years. */
export const calendarMomentSchema = (options: { offset?: boolean } = {}) =>
  z.iso.datetime(options).refine((v) => within(new Date(v).toISOString().slice(0, 10)), {
    message: DAY_OUT_OF_RANGE,
  });
