/** `npm run reset`: wipes the local twin's data (.local/); the next `npm start` seeds it again. */
import { rm } from 'node:fs/promises';
import path from 'node:path';

const dataDir = path.resolve(import.meta.dirname, '..', '.local');
await rm(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}. The next npm start creates the table, the user pool and the demo data again.`);
