import { describe, expect, it } from 'vitest';
import { pairwiseNameId } from '../../../../functions/domain/app-launch/pairwise-name-id';

const KEY = Buffer.alloc(32, 3);
const MATHS_QUEST = '2';
const READING_ROCKETS = '1';

describe("a person's NameID for an app", () => {
  it('differs from app to app for the same person, and is not the portal’s own id', () => {
    // Act
    const mathsQuest = pairwiseNameId(KEY, MATHS_QUEST, 'child-1');
    const readingRockets = pairwiseNameId(KEY, READING_ROCKETS, 'child-1');

    // Assess
    expect(mathsQuest).not.toBe(readingRockets);
    expect([mathsQuest, readingRockets]).not.toContain('child-1');
    expect(mathsQuest).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is the same at every launch of one app, and differs from person to person', () => {
    expect(pairwiseNameId(KEY, MATHS_QUEST, 'child-1')).toBe(pairwiseNameId(KEY, MATHS_QUEST, 'child-1'));
    expect(pairwiseNameId(KEY, MATHS_QUEST, 'child-1')).not.toBe(pairwiseNameId(KEY, MATHS_QUEST, 'child-2'));
  });

  it('cannot be made without the key, nor by joining the app and person differently', () => {
    expect(pairwiseNameId(Buffer.alloc(32, 4), MATHS_QUEST, 'child-1')).not.toBe(
      pairwiseNameId(KEY, MATHS_QUEST, 'child-1'),
    );
    expect(pairwiseNameId(KEY, '1', '2x')).not.toBe(pairwiseNameId(KEY, '12', 'x'));
  });
});
