import { Agent, setGlobalDispatcher } from 'undici';
import { ownLoopbackAddress } from './from-address';

/**
 * Each test file calls the portal from a loopback address of its own. The twin's front door plays
 * CloudFront's web ACL, whose rate rules count per viewer address (lib-infra/edge/rate-rules.ts):
 * were every file one viewer, the suite's few hundred registrations and messages would pass the
 * rules' budgets within five minutes and be answered 429 as a real abuser would. A test of a limit
 * picks its own addresses (postJsonFrom), as two viewers would.
 */
setGlobalDispatcher(new Agent({ localAddress: ownLoopbackAddress() }));
