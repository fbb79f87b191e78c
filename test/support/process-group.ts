import type { ChildProcess } from 'node:child_process';

/**
 * A test's server started in a process group of its own (`detached`), so that its workers go
 * with it: a signal to the whole group, and a stop that asks first and kills the group whatever
 * is left after `graceMs`, so no worker outlives it to hold a port or a database.
 */
export function processGroup(child: ChildProcess) {
  const signal = (sent: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, sent);
    } catch {
      // The group has gone already.
    }
  };
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    signal,
    running,
    /** Sends `ask` to the group (or the server alone), waits for the server to end, then kills the group. */
    async stop(ask: NodeJS.Signals, { graceMs = 10_000, groupWide = false } = {}) {
      if (running()) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        if (groupWide) signal(ask);
        else child.kill(ask);
        const killed = setTimeout(() => signal('SIGKILL'), graceMs);
        await exited;
        clearTimeout(killed);
      }
      signal('SIGKILL');
    },
  };
}
