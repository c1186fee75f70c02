/**
 * Setup file (vitest.config.ts). vitest's worker waits at most 60 s for the main process to answer each of its
 * calls (onTaskUpdate…); when a test keeps the worker's event loop busy, the answer waits in the pipe, and once the
 * loop is free Node runs the expired timer before it reads the pipe: "Timeout calling onTaskUpdate", an unhandled
 * error that failed `npm test` with 0 failed tests. Tests no longer train the big corpus on the worker's thread
 * (support/model-cache.ts trains in a child process); yielding to the event loop around each test also lets the
 * answers to calls made before it in (the workaround of vitest discussion 6511).
 */
import { afterEach, beforeEach } from 'vitest';

// The real one, taken before any test fakes timers (vi.useFakeTimers() replaces the global).
const realSetImmediate = globalThis.setImmediate;
const yieldToEventLoop = () => new Promise<void>((resolve) => realSetImmediate(() => resolve()));
beforeEach(yieldToEventLoop);
afterEach(yieldToEventLoop);
