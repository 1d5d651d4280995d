import path from 'node:path';

/** Where a running `npm start` writes its address, for `npm run job`. */
export const TWIN_FILE = path.resolve('.local', 'twin.json');
