import { msg } from '@lingui/core/macro';

/**
 * 'Name' as the column or field of a school, a server or a role: a message of its own, apart from
 * a person's 'Name' (the contract's and the kit's), which some languages word differently (姓名, 名称).
 */
export const THING_NAME = msg({ message: 'Name', context: 'of a school, a server or a role, not a person' });
