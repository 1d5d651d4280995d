import { spawnSync } from 'node:child_process';

export const JAVA_MISSING_MESSAGE = [
  'Java is missing: DynamoDB Local needs a Java runtime (17 or later).',
  'Install it with:  sudo apt-get install -y openjdk-17-jre-headless',
  '(or set JAVA_HOME to an existing Java 17+ installation), then run the command again.',
].join('\n');

/** The java command to run, from JAVA_HOME or the PATH; throws with install instructions if none works. */
export function findJava(): string {
  const candidates = [process.env['JAVA_HOME'] ? `${process.env['JAVA_HOME']}/bin/java` : null, 'java'].filter(
    (candidate): candidate is string => candidate !== null,
  );
  for (const candidate of candidates) {
    const probe = spawnSync(candidate, ['-version'], { encoding: 'utf8' });
    if (probe.status === 0) {
      const version = /version "(\d+)/.exec(probe.stderr)?.[1];
      if (version && Number(version) < 17)
        throw new Error(
          `Java ${version} found at ${candidate}; DynamoDB Local needs 17 or later.\n${JAVA_MISSING_MESSAGE}`,
        );
      return candidate;
    }
  }
  throw new Error(JAVA_MISSING_MESSAGE);
}
