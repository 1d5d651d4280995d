import { describe, expect, it } from 'vitest';
import { startProcess, startSupervised } from '../../../lib-infra/local/child-process';
import { waitUntil } from '../../../lib-infra/local/ports';

/** A stand-in that runs until killed, and says so. */
const startIdler = async () =>
  startProcess('idler', process.execPath, ['-e', 'console.log("idler up"); setInterval(() => {}, 1000)'], {});

describe('a supervised stand-in', () => {
  it('is restarted when it stops on its own, told once per stop', async () => {
    // Prepare
    const notices: string[] = [];
    const supervised = await startSupervised('Idler', startIdler, { notify: (line) => notices.push(line) });
    const first = supervised.current();

    // Act
    first.child.kill('SIGKILL');
    await waitUntil('the restart', async () => notices.includes('Idler is running again.'), 10_000);

    // Assess
    expect(supervised.current()).not.toBe(first);
    expect(notices).toEqual([
      'Idler stopped unexpectedly (signal SIGKILL); restarting it with the same data. If this repeats, stop the portal (Ctrl-C) and run npm start again.',
      'Idler is running again.',
    ]);
    await supervised.stop();
  });

  it('gives up after the fourth stop within a minute, and says what to do', async () => {
    // Prepare
    const notices: string[] = [];
    const givenUp: string[] = [];
    const supervised = await startSupervised('Idler', startIdler, {
      notify: (line) => notices.push(line),
      onGiveUp: (message) => givenUp.push(message),
    });

    // Act
    for (let stop = 1; stop <= 4; stop += 1) {
      const running = supervised.current();
      await waitUntil('the idler to start', async () => running.recentOutput().includes('idler up'), 10_000);
      running.child.kill('SIGKILL');
      if (stop < 4) await waitUntil('the restart', async () => supervised.current() !== running, 10_000);
    }
    await waitUntil('the supervisor to give up', async () => givenUp.length > 0, 10_000);

    // Assess
    expect(givenUp).toHaveLength(1);
    expect(givenUp[0]).toMatch(
      /^Idler stopped again \(signal SIGKILL\), 4 times within a minute; not restarting it\. Its last output:\nidler up\nThe portal stops; run npm start again/,
    );
    expect(notices.filter((line) => line === 'Idler is running again.')).toHaveLength(3);
  });

  it('is not restarted when it is stopped on purpose', async () => {
    const notices: string[] = [];
    const supervised = await startSupervised('Idler', startIdler, { notify: (line) => notices.push(line) });

    await supervised.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(notices).toEqual([]);
  });
});
