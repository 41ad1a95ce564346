import type { z } from "zod";

/**
 * A name shown across the product (header, team lists, assignee menus, staff review): angle
 * brackets make it read as markup ("<i>Nina</i> Newbie" was accepted and shown literally) and
 * control characters (line breaks, tabs pasted in) break the one line it is shown on. Display
 * escapes both anyway; refusing them says so to the person typing.
 */
export const PLAIN_NAME_MESSAGES = {
  brackets: (label: string) => `${label} cannot contain < or >`,
  control: (label: string) => `${label} cannot contain line breaks, tabs or other control characters`,
} as const;

export const plainName = (schema: z.ZodString, label: string) =>
  schema
    .regex(/^[^<>]*$/u, PLAIN_NAME_MESSAGES.brackets(label))
    .regex(/^\P{Cc}*$/u, PLAIN_NAME_MESSAGES.control(label));
