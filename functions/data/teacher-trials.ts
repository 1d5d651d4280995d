import { teacherTrialSchema, type TeacherTrial } from '../../shared/schemas/school-access';
import { tableName } from './client';
import { defineEntity, ITEM_ABSENT } from './entity';
import { schools } from './schools';
import { writeTogetherThroughConflicts } from './transactions';
import { userPartition } from './users';

const TEACHER_TRIAL_PREFIX = 'TEACHERTRIAL#';

/**
 * One teacher's free trial of one service (staff-console §3 teacher trial entry), in the teacher's
 * partition ('A teacher's trials'). One item per teacher and service, ever: a second trial of the
 * same service is refused by the item's existence, so two concurrent starts make one trial.
 */
export const teacherTrials = defineEntity({
  name: 'teacher-trial',
  schema: teacherTrialSchema,
  key: {
    fields: ['userId', 'serviceId'],
    key: ({ userId, serviceId }) => ({ pk: userPartition(userId), sk: `${TEACHER_TRIAL_PREFIX}${serviceId}` }),
  },
});

export function listTeacherTrials(userId: string): Promise<TeacherTrial[]> {
  return teacherTrials.queryAll({ partition: userPartition(userId), sortKeyPrefix: TEACHER_TRIAL_PREFIX });
}

/** Why trials were not created: the school's trial lock came into force, or a service was trialled meanwhile. */
export class TeacherTrialRefusedError extends Error {
  constructor(
    readonly refusal: 'trial-locked' | 'already-trialled',
    readonly serviceId: string | null = null,
  ) {
    super(`The teacher trials were refused: ${refusal}${serviceId ? ` (${serviceId})` : ''}`);
  }
}

/** The most items one DynamoDB transaction takes (the school check is one of them). */
export const MAX_TRIALS_PER_TRANSACTION = 99;

/**
 * Creates several trials of one teacher, all or none, in one transaction: each only if that
 * teacher never had a trial of that service, and only while the school's trial lock is not in
 * force at `now` (checked on the school item in the same transaction).
 */
export async function createTeacherTrials(trials: readonly TeacherTrial[], schoolId: string, now: Date): Promise<void> {
  if (trials.length === 0) return;
  if (trials.length > MAX_TRIALS_PER_TRANSACTION)
    throw new Error(`At most ${MAX_TRIALS_PER_TRANSACTION} trials fit in one transaction`);
  const unlocked = {
    TableName: tableName(),
    Key: schools.keyOf({ id: schoolId }),
    ConditionExpression:
      'attribute_exists(#pk) AND (attribute_not_exists(#lock) OR attribute_type(#lock, :null) OR #lock <= :now)',
    ExpressionAttributeNames: { '#pk': 'pk', '#lock': 'trialLockEnd' },
    ExpressionAttributeValues: { ':null': 'NULL', ':now': now.toISOString() },
  };
  const items = [
    { ConditionCheck: unlocked },
    ...trials.map((trial) => ({ Put: teacherTrials.putRequest(trial, ITEM_ABSENT) })),
  ];
  // Another transaction on the same items at the same moment is tried again; its outcome decides.
  try {
    await writeTogetherThroughConflicts(items);
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') throw error;
    const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if (reasons[0]?.Code === 'ConditionalCheckFailed') throw new TeacherTrialRefusedError('trial-locked');
    const taken = reasons.findIndex((reason, position) => position > 0 && reason.Code === 'ConditionalCheckFailed');
    if (taken > 0) throw new TeacherTrialRefusedError('already-trialled', trials[taken - 1]?.serviceId ?? null);
    throw error;
  }
}

/** Writes a trial as it is, without conditions (the seed, tests). */
export function putTeacherTrial(trial: TeacherTrial): Promise<void> {
  return teacherTrials.put(trial);
}
