import { describe, expect, it } from 'vitest';
import { debouncedRuns } from '../../../../functions/adapters/prerender-requests/in-process';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the twin's prerender requests", () => {
  it('makes one run of several saves in a row, and one more of a save made while it runs', async () => {
    // Arrange
    let runs = 0;
    let release: () => void = () => undefined;
    const requests = debouncedRuns(
      async () => {
        runs += 1;
        await new Promise<void>((resolve) => (release = resolve));
      },
      { pauseMs: 20, failed: () => undefined },
    );

    // Act
    await requests.request('a');
    await requests.request('b');
    await requests.request('c');
    await pause(60);
    const duringFirst = runs;
    await requests.request('d');
    await requests.request('e');
    await pause(60);
    const stillOne = runs;
    release();
    await pause(60);
    release();
    await requests.idle();

    // Assess
    expect([duringFirst, stillOne, runs]).toEqual([1, 1, 2]);
  });

  it('reports a failed run and runs again at the next request', async () => {
    // Arrange
    const failures: unknown[] = [];
    let runs = 0;
    const requests = debouncedRuns(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('the API answered 503');
      },
      { pauseMs: 5, failed: (error) => failures.push(error) },
    );

    // Act
    await requests.request('a');
    await pause(30);
    await requests.request('b');
    await requests.idle();

    // Assess
    expect(runs).toBe(2);
    expect(failures).toEqual([new Error('the API answered 503')]);
  });
});
