/**
 * The one Node major version of the project: Lambda's runtime, the bundles' esbuild target, and the
 * Node that `npm ci` brings from the registry (the pinned `node` dev dependency) so that the twin,
 * the tests and the benchmarks run on what Lambda runs, whatever Node the machine has.
 */
export const PROJECT_NODE_MAJOR = 22;

export function runningNodeMajor(): number {
  return Number(process.versions.node.split('.')[0]);
}

/**
 * The line the project's commands print first. A command started outside npm (a bare `tsx`) runs
 * on the machine's Node; it still runs, but says so, because a test result on another major
 * version says little about Lambda.
 */
export function nodeVersionLine(): string {
  const running = `Node ${process.versions.node}`;
  if (runningNodeMajor() === PROJECT_NODE_MAJOR)
    return `${running} (the project's Node ${PROJECT_NODE_MAJOR}, as on Lambda's nodejs${PROJECT_NODE_MAJOR}.x)`;
  return `${running} — not the project's Node ${PROJECT_NODE_MAJOR}: run the command through npm (npm start, npm test), which puts node_modules/.bin/node first`;
}
