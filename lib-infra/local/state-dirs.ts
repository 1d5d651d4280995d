import path from 'node:path';

/** The twin's stand-ins that keep their state in files, in the data folder beside the mail outbox. */
export function localStateDirs(mailOutboxDir: string) {
  const dataDir = path.dirname(mailOutboxDir);
  return {
    mailState: path.join(dataDir, 'ses'),
    exports: path.join(dataDir, 'exports'),
    fleetFile: path.join(dataDir, 'ec2', 'fleet.json'),
    /** The site bucket's prerendered pages (functions/scheduled/prerender.ts), which the --dist server reads. */
    siteBucket: path.join(dataDir, 'site-bucket'),
  };
}
