import { z } from 'zod';

/** Answers many areas share, as zod contracts. */

/** `{ success: true }`: done, nothing more to say. */
export const success = z.object({ success: z.literal(true) });

/** Done, with the words to show. */
export const doneMessage = z.object({ success: z.literal(true), message: z.string() });

/** `{ message }` alone. */
export const messageOnly = z.object({ message: z.string() });
