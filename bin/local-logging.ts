/**
 * Imported first by local-stack.ts: the functions' logger reads its level when its module loads,
 * and on one machine the per-request lines drown the console. Only errors show by default: an
 * outage of a stand-in is told once by its supervisor, not by a warning per request. VERBOSE=1
 * or an explicit POWERTOOLS_LOG_LEVEL brings the rest back.
 */
process.env['POWERTOOLS_LOG_LEVEL'] ??= process.env['VERBOSE'] === '1' ? 'INFO' : 'ERROR';
