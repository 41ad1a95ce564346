/** "1 message", "3 messages": a count with its noun in the right number (a regular plural). */
export const countText = (n: number, noun: string) => `${n} ${n === 1 ? noun : `${noun}s`}`;
