// What the run command prints about itself: one line per step as it starts and ends, the time
// each took, and a heartbeat while a long step is quiet.

/** Seconds with one decimal, as every line prints them. */
export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** A line of the run command's own (children's lines carry their own [name] prefix). */
export function say(step, message) {
  console.log(`[byline] ${step.padEnd(7)} ${message}`);
}

const HEARTBEAT_MS = 15_000;

/**
 * Runs `work`, printing `doing...` first, `still doing (45.0 s)` every 15 s while it runs, and
 * `what it returns (in 12.3 s)` at the end (`done` when it returns nothing).
 */
export async function step(name, doing, work) {
  const started = performance.now();
  say(name, `${doing}...`);
  const heartbeat = setInterval(
    () => say(name, `still ${doing} (${seconds(performance.now() - started)})`),
    HEARTBEAT_MS,
  );
  try {
    const outcome = await work();
    say(name, `${outcome ?? 'done'} (in ${seconds(performance.now() - started)})`);
    return outcome;
  } finally {
    clearInterval(heartbeat);
  }
}
