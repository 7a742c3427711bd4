/**
 * Resolves in a task of its own, after whatever the browser has waiting (a frame, input, a network answer):
 * work split with it runs as several short tasks instead of one long one (main.tsx's start, #9).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
