/**
 * Imported first by local-stack.ts: the functions' logger reads its level when its module loads,
 * and on one machine the per-request INFO lines drown the console. VERBOSE=1 or an explicit
 * POWERTOOLS_LOG_LEVEL brings them back.
 */
process.env['POWERTOOLS_LOG_LEVEL'] ??= process.env['VERBOSE'] === '1' ? 'INFO' : 'WARN';
